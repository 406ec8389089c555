import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ResponsiveStyleValue } from '@mui/system';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

type GridColumns = ResponsiveStyleValue<string>;
type GridGap = ResponsiveStyleValue<number>;

/** A section's items as a list laid out in a grid: `columns` is the grid's template per breakpoint. */
export function GridList({ columns, gap, children }: { columns: GridColumns; gap: GridGap; children: ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: columns, gap }}>
      {children}
    </Box>
  );
}

/** One card of a GridList, which may shrink below its content's width. */
export function GridListCard({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      {children}
    </Box>
  );
}

/** The "Read article →" line at the foot of a card that is a link as a whole. */
export function CardLinkCue({ label, mt }: { label: string; mt: number }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt, color: 'primary.light', fontWeight: 600 }}>
      <span>{label}</span>
      <ArrowForwardIcon aria-hidden="true" fontSize="small" />
    </Stack>
  );
}

/** The outlined link under a section's list to the page with more of it. */
export function SectionLinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" size="large" endIcon={<ArrowForwardIcon />}>
      {children}
    </Button>
  );
}
