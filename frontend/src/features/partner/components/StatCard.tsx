import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { brandColors } from '../../../theme/theme';

export interface StatCardProps {
  label: string;
  /** Undefined while the numbers are loading or unavailable. */
  value: number | undefined;
  icon: ReactNode;
}

export function StatCard({ label, value, icon }: StatCardProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 44,
            height: 44,
            flexShrink: 0,
            display: 'grid',
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
      </Stack>
    </Card>
  );
}
