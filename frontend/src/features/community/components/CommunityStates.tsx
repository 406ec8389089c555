import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { LoadFailure } from '../../../components/ListStates';
import { visuallyHidden } from '../../../components/visually-hidden';
import { brandColors } from '../../../theme/theme';

export function CommunitySkeleton() {
  return (
    <Box role="status" aria-live="polite">
      <Box component="span" sx={visuallyHidden}>
        Loading community figures...
      </Box>
      <Grid container spacing={{ xs: 2, md: 3 }} aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
              <Skeleton width="55%" />
              <Skeleton width="75%" height={44} />
              <Skeleton width="40%" />
            </Card>
          </Grid>
        ))}
        <Grid size={12}>
          <Skeleton variant="rounded" height={48} sx={{ mt: 2 }} />
          <Skeleton variant="rounded" height={380} sx={{ mt: 3, borderRadius: 4 }} />
        </Grid>
      </Grid>
    </Box>
  );
}

export function CommunityLoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadFailure message="We could not load the community figures. Please try again." onRetry={onRetry} retryLabel="Retry" />
  );
}

export function CommunityEmpty() {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        gap: 1.5,
        textAlign: 'center',
        py: { xs: 5, md: 8 },
        px: 2,
        borderRadius: 4,
        border: '1px dashed',
        borderColor: alpha(brandColors.textMuted, 0.3),
        color: 'text.secondary',
      }}
    >
      <InsightsOutlinedIcon aria-hidden="true" sx={{ fontSize: 44, color: alpha(brandColors.violet, 0.85) }} />
      <Typography component="h2" variant="h6" sx={{ color: 'text.primary' }}>
        No project insights yet
      </Typography>
      <Typography component="p">Community figures appear here once projects report their first snapshot.</Typography>
    </Box>
  );
}
