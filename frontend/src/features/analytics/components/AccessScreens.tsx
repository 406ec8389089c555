import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { BRAND_NAME } from '../../../app/brand';
import { paths } from '../../../app/paths';
import { AdminAccessRequired, SignInRequired } from '../../../components/AccessNotices';

export function AnalyticsSignedOut() {
  return <SignInRequired message="Please log in with an admin account to view the analytics dashboard." />;
}

export function AnalyticsAccessDenied({ username }: { username: string }) {
  return (
    <AdminAccessRequired
      message={`You are signed in as ${username}, an account without admin rights. The analytics dashboard is for ${BRAND_NAME} admins.`}
      alternative={
        <Button component={RouterLink} to={paths.community} variant="contained" size="large">
          View Community Dashboard
        </Button>
      }
    />
  );
}
