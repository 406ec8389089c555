import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { brandColors } from '../theme/theme';

const accents = {
  violet: { color: 'primary.light', background: alpha(brandColors.violet, 0.14) },
  cyan: { color: 'secondary.main', background: alpha(brandColors.cyan, 0.12) },
} as const;

// Sized so a long figure such as '$1,067,595.0M' stays on one line in a row of four cards.
const valueFontSize = { xs: '1.75rem', md: '1.4rem', lg: '1.6rem', xl: '1.85rem' } as const;

export interface HeadlineCardProps {
  label: string;
  value: string;
  icon: ReactNode;
  accent?: keyof typeof accents;
  /** What the figure means or how it moved, under the value. */
  footer: ReactNode;
}

/** A dashboard's headline figure: label and icon, the value, and a line about it. */
export function HeadlineCard({ label, value, icon, accent = 'cyan', footer }: HeadlineCardProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} sx={{ p: { xs: 2, sm: 2.5 }, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography id={labelId} component="h2" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {label}
        </Typography>
        <Box
          aria-hidden="true"
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 2.5,
            color: accents[accent].color,
            backgroundColor: accents[accent].background,
          }}
        >
          {icon}
        </Box>
      </Stack>
      <Typography
        component="p"
        sx={{ fontSize: valueFontSize, fontWeight: 800, lineHeight: 1.15, mt: 0.5, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      {footer}
    </Card>
  );
}

/** Four headline cards: one column on phones, two on tablets, a row of four on desktops. */
export function HeadlineCardGrid({ label, cards }: { label: string; cards: HeadlineCardProps[] }) {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} component="section" aria-label={label}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <HeadlineCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
