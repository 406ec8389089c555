import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export interface RecordColumn<Row> {
  id: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** Short values (dates, emails) stay on one line in the table. */
  nowrap?: boolean;
  minWidth?: number;
}

export interface RecordTableProps<Row extends { id: number }> {
  label: string;
  rows: readonly Row[];
  columns: readonly RecordColumn<Row>[];
}

function RecordCards<Row extends { id: number }>({ label, rows, columns }: RecordTableProps<Row>) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Paper component="li" key={row.id} variant="outlined" sx={{ p: 2, backgroundColor: 'transparent' }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
            {columns.map((column) => (
              <Box key={column.id} sx={{ minWidth: 0 }}>
                <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                  {column.label}
                </Typography>
                <Box
                  component="dd"
                  sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                >
                  {column.render(row)}
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

function RecordRows<Row extends { id: number }>({ label, rows, columns }: RecordTableProps<Row>) {
  return (
    <TableContainer>
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} sx={{ fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  sx={{
                    py: 1.5,
                    verticalAlign: 'top',
                    minWidth: column.minWidth,
                    whiteSpace: column.nowrap ? 'nowrap' : 'pre-line',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A table on wide screens; on phones each row becomes a card of label/value pairs. */
export function RecordTable<Row extends { id: number }>(props: RecordTableProps<Row>) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return isPhone ? <RecordCards {...props} /> : <RecordRows {...props} />;
}
