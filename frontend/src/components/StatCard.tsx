import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { brandColors } from '../theme/theme';

export interface StatCardProps {
  label: string;
  /** Undefined while the numbers are loading or unavailable. */
  value: number | undefined;
  icon: ReactNode;
  /** For cards two to a row on phones: tighter, and without the icon there. */
  compact?: boolean;
}

export function StatCard({ label, value, icon, compact = false }: StatCardProps) {
  const labelId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={labelId}
      sx={{ p: { xs: compact ? 1.75 : 2, sm: 2.5 }, display: 'flex', gap: 2, alignItems: 'center' }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          display: { xs: compact ? 'none' : 'grid', sm: 'grid' },
          placeItems: 'center',
          borderRadius: 3,
          color: 'secondary.main',
          backgroundColor: alpha(brandColors.cyan, 0.12),
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={labelId} component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.2 }}>
          {value === undefined ? '–' : value.toLocaleString('en-US')}
        </Typography>
      </Box>
    </Card>
  );
}
