import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';

/** One card of a list of items: an article named by its heading. */
export function ItemCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, backgroundColor: 'transparent' }}
    >
      {children}
    </Paper>
  );
}
