import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { brandColors } from '../theme/theme';

export function LoadingState({ minHeight = 160 }: { minHeight?: number }) {
  return (
    <Stack
      role="status"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', justifyContent: 'center', minHeight, color: 'text.secondary' }}
    >
      <CircularProgress size={22} color="secondary" aria-hidden="true" />
      <Typography component="span">Loading...</Typography>
    </Stack>
  );
}

export interface LoadFailureProps {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}

export function LoadFailure({ message, onRetry, retryLabel = 'Try again' }: LoadFailureProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

export interface EmptyStateProps {
  icon: ReactNode;
  /** A heading above the message, for an empty state that stands for a whole page. */
  title?: string;
  children: ReactNode;
}

export function EmptyState({ icon, title, children }: EmptyStateProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        gap: 1.5,
        textAlign: 'center',
        py: { xs: 4, md: 6 },
        px: 2,
        borderRadius: 3,
        border: '1px dashed',
        borderColor: alpha(brandColors.textMuted, 0.3),
        color: 'text.secondary',
        '& svg': { fontSize: 40, color: alpha(brandColors.violet, 0.8) },
      }}
    >
      <Box aria-hidden="true">{icon}</Box>
      {title ? (
        <Typography component="h2" variant="h6" sx={{ color: 'text.primary' }}>
          {title}
        </Typography>
      ) : null}
      <Typography component="p">{children}</Typography>
    </Box>
  );
}
