import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../visually-hidden';

export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface ChartCardProps {
  title: string;
  description?: string;
  /** The chart's figures as text: an SVG chart alone tells a screen reader nothing. */
  table: ChartTable;
  children: ReactNode;
}

export function ChartCard({ title, description, table, children }: ChartCardProps) {
  const titleId = useId();
  const tableId = useId();
  return (
    <Card
      component="figure"
      aria-labelledby={titleId}
      aria-describedby={tableId}
      sx={{ m: 0, p: { xs: 2, sm: 3 }, minWidth: 0, height: '100%' }}
    >
      <Typography id={titleId} component="figcaption" variant="h6">
        {title}
      </Typography>
      {description ? (
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {description}
        </Typography>
      ) : null}
      <Box sx={{ mt: 2, minWidth: 0 }}>{children}</Box>
      <Box component="table" id={tableId} sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([heading, ...cells]) => (
            <tr key={heading}>
              <th scope="row">{heading}</th>
              {cells.map((cell, index) => (
                <td key={table.columns[index + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Card>
  );
}
