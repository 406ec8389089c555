import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GppBadOutlinedIcon from '@mui/icons-material/GppBadOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { BRAND_NAME } from '../app/brand';
import { paths } from '../app/paths';

interface AccessCardProps {
  icon: ReactNode;
  title: string;
  message: string;
  children: ReactNode;
}

function AccessCard({ icon, title, message, children }: AccessCardProps) {
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
        {children}
      </Stack>
    </Card>
  );
}

export interface SignInRequiredProps {
  message: string;
  /** Pages any visitor may use invite newcomers to sign up; admin pages do not. */
  offerSignup?: boolean;
}

export function SignInRequired({ message, offerSignup = false }: SignInRequiredProps) {
  return (
    <AccessCard
      icon={<LockOutlinedIcon aria-hidden="true" sx={{ color: 'primary.main' }} />}
      title="Authentication Required"
      message={message}
    >
      <Button component={RouterLink} to={paths.login} variant="contained" size="large">
        Go to Login
      </Button>
      {offerSignup ? (
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          New to {BRAND_NAME}?{' '}
          <Link component={RouterLink} to={paths.signup}>
            Create an account
          </Link>
        </Typography>
      ) : null}
    </AccessCard>
  );
}

export interface AdminAccessRequiredProps {
  message: string;
  /** Shown before "Back to Home", e.g. a public page with similar content. */
  alternative?: ReactNode;
}

export function AdminAccessRequired({ message, alternative }: AdminAccessRequiredProps) {
  const home = (
    <Button component={RouterLink} to={paths.home} variant="outlined" size="large">
      Back to Home
    </Button>
  );
  return (
    <AccessCard
      icon={<GppBadOutlinedIcon aria-hidden="true" sx={{ color: 'error.main' }} />}
      title="Admin access required"
      message={message}
    >
      {alternative ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {alternative}
          {home}
        </Stack>
      ) : (
        home
      )}
    </AccessCard>
  );
}
