import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LeaderboardEntry } from '../api/leaderboard-types';
import { formatScore } from '../leaderboard-format';
import type { LeaderboardTab } from '../leaderboard-tabs';
import { RankBadge } from './RankBadge';

export interface LeaderboardTableProps {
  tab: LeaderboardTab;
  entries: readonly LeaderboardEntry[];
}

const typeColumn = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function LeaderboardTable({ tab, entries }: LeaderboardTableProps) {
  return (
    <Table
      aria-label={`${tab.label} leaderboard`}
      sx={{
        tableLayout: 'fixed',
        '& th, & td': { borderColor: 'divider', px: { xs: 1, sm: 2 } },
        '& tbody tr:last-of-type > *': { borderBottom: 0 },
      }}
    >
      <TableHead>
        <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 600 } }}>
          <TableCell scope="col" sx={{ width: { xs: 64, sm: 88 } }}>
            Rank
          </TableCell>
          <TableCell scope="col">Name</TableCell>
          <TableCell scope="col" sx={{ ...typeColumn, width: 120 }}>
            Type
          </TableCell>
          <TableCell scope="col" align="right" sx={{ width: { xs: 124, sm: 160 } }}>
            {tab.scoreLabel}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} hover>
            <TableCell>
              <RankBadge rank={entry.rank} />
            </TableCell>
            <TableCell component="th" scope="row">
              <Typography component="span" sx={{ fontWeight: 700, display: 'block', overflowWrap: 'anywhere' }}>
                {entry.entityName}
              </Typography>
              {/* On a phone the type column is hidden, so the type shows under the name instead. */}
              <Typography
                component="span"
                variant="body2"
                sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'none' }, textTransform: 'capitalize' }}
              >
                {entry.entityType}
              </Typography>
            </TableCell>
            <TableCell sx={typeColumn}>
              <Chip size="small" variant="outlined" label={entry.entityType} sx={{ textTransform: 'capitalize' }} />
            </TableCell>
            <TableCell align="right">
              <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatScore(tab.metric, entry.score)}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
