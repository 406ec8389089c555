import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { paths } from '../../../app/paths';
import { LoadingState } from '../../../components/ListStates';
import { useOwnTwoFactor } from '../api/use-own-two-factor';

function SetUpLink() {
  return (
    <Button component={RouterLink} to={paths.account} color="inherit" size="small" variant="outlined">
      Set up two-factor authentication
    </Button>
  );
}

/**
 * An admin without two-factor authentication sees a warning above the dashboard; where the server
 * requires it (ADMIN_REQUIRE_2FA), every admin read is refused until then, so only the way to set it up shows.
 */
export function AdminTwoFactorGate({ children }: { children: ReactNode }) {
  const { status, error } = useOwnTwoFactor();
  if (!status && !error) return <LoadingState />;
  if (!status || status.enabled) return <>{children}</>;
  if (status.required) {
    return (
      <Alert severity="error" action={<SetUpLink />} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <AlertTitle>Two-factor authentication is required for admins</AlertTitle>
        Turn it on in your account to use the admin dashboard.
      </Alert>
    );
  }
  return (
    <>
      <Alert severity="warning" action={<SetUpLink />} sx={{ mb: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <AlertTitle>Protect your admin account</AlertTitle>
        Your account has no two-factor authentication. Anyone who learns your password can act as an admin.
      </Alert>
      {children}
    </>
  );
}
