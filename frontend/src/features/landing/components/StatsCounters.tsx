import { useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { brandColors, brandTextGradient } from '../../../theme/theme';
import { landingStats } from '../content/landing-highlights';
import { useCountUpStep } from '../hooks/use-count-up-step';
import { countUpText } from '../utils/count-up';
import { visuallyHiddenSx } from '../utils/a11y.styles';

export function StatsCounters() {
  const listRef = useRef<HTMLUListElement>(null);
  const step = useCountUpStep(listRef);

  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label="Our results in numbers"
      sx={{
        listStyle: 'none',
        m: 0,
        mt: { xs: 6, md: 8 },
        p: { xs: 3, md: 4 },
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: { xs: 3, md: 4 },
        borderRadius: '24px',
        border: '1px solid',
        borderColor: alpha(brandColors.textMuted, 0.22),
        background: `linear-gradient(135deg, ${alpha(brandColors.violetDeep, 0.18)} 0%, ${alpha(brandColors.teal, 0.14)} 100%)`,
      }}
    >
      {landingStats.map((stat) => (
        <Box component="li" key={stat.label} sx={{ textAlign: 'center', minWidth: 0 }}>
          {/* The changing digits are hidden from screen readers, which get the final figure once. */}
          <Typography
            component="span"
            aria-hidden="true"
            data-stat-value
            sx={{
              display: 'block',
              fontSize: { xs: '2rem', md: '2.75rem' },
              fontWeight: 800,
              lineHeight: 1.1,
              fontVariantNumeric: 'tabular-nums',
              color: 'primary.light',
              '@supports (background-clip: text)': {
                backgroundImage: brandTextGradient,
                backgroundClip: 'text',
                color: 'transparent',
              },
            }}
          >
            {countUpText(stat.value, step)}
          </Typography>
          <Box component="span" sx={visuallyHiddenSx}>
            {stat.value}{' '}
          </Box>
          <Typography component="span" sx={{ display: 'block', mt: 0.5, color: 'text.secondary', fontWeight: 500 }}>
            {stat.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
