import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '../../../components/visually-hidden';

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
