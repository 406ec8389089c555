import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { paths } from '../../../app/paths';

export function SignInRequired() {
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', p: { xs: 3, sm: 5 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <LockOutlinedIcon aria-hidden="true" sx={{ fontSize: 48, color: 'primary.main' }} />
        <Typography component="h2" variant="h5">
          Authentication Required
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary' }}>
          Please log in to submit your project
        </Typography>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large">
          Go to Login
        </Button>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          New to ChainBoost?{' '}
          <Link component={RouterLink} to={paths.signup}>
            Create an account
          </Link>
        </Typography>
      </Stack>
    </Card>
  );
}
