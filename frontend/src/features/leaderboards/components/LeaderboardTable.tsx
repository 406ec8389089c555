import { alpha, styled } from '@mui/material/styles';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import type { LeaderboardEntry } from '../../../lib/api-types';
import { formatScore, podiumPlace, type PodiumPlace } from '../leaderboard-format';
import type { LeaderboardTab } from '../leaderboard-tabs';

export interface LeaderboardTableProps {
  tab: LeaderboardTab;
  entries: readonly LeaderboardEntry[];
}

const podiumColors: Record<PodiumPlace, string> = {
  gold: '#facc15',
  silver: '#cbd5e1',
  bronze: '#f59e0b',
};

/**
 * The board as a plain table styled once, the way MUI's Table draws it. Rows arrive after the
 * page has loaded, and twenty rows of MUI table cells, chips and badges each computing their
 * own styles made that update one of the longest tasks on the page.
 */
const BoardTable = styled('table')(({ theme }) => ({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  '& th, & td': {
    ...theme.typography.body2,
    padding: theme.spacing(2, 1),
    textAlign: 'left',
    verticalAlign: 'inherit',
    color: theme.palette.text.primary,
    borderBottom: `1px solid ${theme.palette.divider}`,
    [theme.breakpoints.up('sm')]: { paddingInline: theme.spacing(2) },
  },
  '& thead th': { color: theme.palette.text.secondary, fontWeight: 600, lineHeight: theme.typography.pxToRem(24) },
  '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
  '& tbody tr:last-of-type > *': { borderBottom: 0 },
  '& .rank-column': { width: 64, [theme.breakpoints.up('sm')]: { width: 88 } },
  '& .type-column': { width: 120, display: 'none', [theme.breakpoints.up('sm')]: { display: 'table-cell' } },
  '& th.score-column, & td.score-column': { textAlign: 'right' },
  '& th.score-column': { width: 124, [theme.breakpoints.up('sm')]: { width: 160 } },
  '& .entity-name': { ...theme.typography.body1, display: 'block', fontWeight: 700, overflowWrap: 'anywhere' },
  // On a phone the type column is hidden, so the type shows under the name instead.
  '& .entity-type-line': {
    ...theme.typography.body2,
    display: 'block',
    color: theme.palette.text.secondary,
    textTransform: 'capitalize',
    [theme.breakpoints.up('sm')]: { display: 'none' },
  },
  // Drawn like a small outlined MUI Chip.
  '& .entity-type-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    height: 24,
    boxSizing: 'border-box',
    paddingInline: 7,
    borderRadius: 12,
    border: `1px solid ${theme.palette.grey[700]}`,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 600,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    textTransform: 'capitalize',
  },
  '& .score': { fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& .rank-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(0.5),
    minWidth: 40,
    height: 32,
    boxSizing: 'border-box',
    paddingInline: theme.spacing(1),
    borderRadius: 999,
    fontWeight: 800,
    fontVariantNumeric: 'tabular-nums',
    color: theme.palette.text.secondary,
    backgroundColor: theme.palette.action.hover,
    border: '1px solid transparent',
    '& svg': { fontSize: 18 },
  },
  ...Object.fromEntries(
    Object.entries(podiumColors).map(([place, color]) => [
      `& .rank-badge[data-podium="${place}"]`,
      { color, backgroundColor: alpha(color, 0.14), borderColor: alpha(color, 0.55) },
    ]),
  ),
  '& .visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
}));

function RankBadge({ rank }: { rank: number }) {
  const place = podiumPlace(rank);
  return (
    <span className="rank-badge" data-podium={place ?? 'none'}>
      {place ? <EmojiEventsIcon aria-hidden="true" fontSize="inherit" /> : null}
      <span className="visually-hidden">Rank </span>
      {rank}
      {place ? <span className="visually-hidden">{` (${place} trophy)`}</span> : null}
    </span>
  );
}

export function LeaderboardTable({ tab, entries }: LeaderboardTableProps) {
  return (
    <BoardTable aria-label={`${tab.label} leaderboard`}>
      <thead>
        <tr>
          <th scope="col" className="rank-column">
            Rank
          </th>
          <th scope="col">Name</th>
          <th scope="col" className="type-column">
            Type
          </th>
          <th scope="col" className="score-column">
            {tab.scoreLabel}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>
              <RankBadge rank={entry.rank} />
            </td>
            <th scope="row">
              <span className="entity-name">{entry.entityName}</span>
              <span className="entity-type-line">{entry.entityType}</span>
            </th>
            <td className="type-column">
              <span className="entity-type-chip">{entry.entityType}</span>
            </td>
            <td className="score-column">
              <span className="score">{formatScore(tab.metric, entry.score)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </BoardTable>
  );
}
