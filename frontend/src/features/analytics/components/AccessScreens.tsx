import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GppBadOutlinedIcon from '@mui/icons-material/GppBadOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { BRAND_NAME } from '../../../app/brand';
import { paths } from '../../../app/paths';

function AccessCard({ icon, title, message, action }: { icon: ReactNode; title: string; message: string; action: ReactNode }) {
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', p: { xs: 3, sm: 5 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', '& > svg': { fontSize: 48 } }}>
        {icon}
        <Typography component="h2" variant="h5">
          {title}
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary' }}>
          {message}
        </Typography>
        {action}
      </Stack>
    </Card>
  );
}

export function AnalyticsSignedOut() {
  return (
    <AccessCard
      icon={<LockOutlinedIcon aria-hidden="true" sx={{ color: 'primary.main' }} />}
      title="Authentication Required"
      message="Please log in with an admin account to view the analytics dashboard."
      action={
        <Button component={RouterLink} to={paths.login} variant="contained" size="large">
          Go to Login
        </Button>
      }
    />
  );
}

export function AnalyticsAccessDenied({ username }: { username: string }) {
  return (
    <AccessCard
      icon={<GppBadOutlinedIcon aria-hidden="true" sx={{ color: 'error.main' }} />}
      title="Admin access required"
      message={`You are signed in as ${username}, an account without admin rights. The analytics dashboard is for ${BRAND_NAME} admins.`}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={paths.community} variant="contained" size="large">
            View Community Dashboard
          </Button>
          <Button component={RouterLink} to={paths.home} variant="outlined" size="large">
            Back to Home
          </Button>
        </Stack>
      }
    />
  );
}
