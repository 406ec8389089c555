import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import LeaderboardOutlinedIcon from '@mui/icons-material/LeaderboardOutlined';
import { brandColors } from '../../../theme/theme';
import { visuallyHidden } from '../../../components/visually-hidden';

/**
 * About as tall as a loaded board, so on a phone the card below it starts off-screen and does
 * not jump when the rows arrive.
 */
const SKELETON_ROWS = 10;

export function LeaderboardSkeleton() {
  return (
    <Box role="status" aria-live="polite">
      <Box component="span" sx={visuallyHidden}>
        Loading leaderboard...
      </Box>
      <Stack spacing={1.5} aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center', py: 1.5 }}>
            <Skeleton variant="rounded" width={48} height={32} sx={{ borderRadius: 999 }} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="45%" />
              <Skeleton width="20%" />
            </Box>
            <Skeleton width={90} />
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

export function LeaderboardLoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      We could not load this leaderboard. Please try again.
    </Alert>
  );
}

export function LeaderboardEmpty() {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        gap: 1.5,
        textAlign: 'center',
        py: { xs: 5, md: 7 },
        px: 2,
        borderRadius: 3,
        border: '1px dashed',
        borderColor: alpha(brandColors.textMuted, 0.3),
        color: 'text.secondary',
      }}
    >
      <LeaderboardOutlinedIcon aria-hidden="true" sx={{ fontSize: 44, color: alpha(brandColors.violet, 0.85) }} />
      <Typography component="p">No leaderboard data available yet</Typography>
    </Box>
  );
}
