import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BRAND_NAME } from '../../../app/brand';
import { paths } from '../../../app/paths';
import { useClearAccountData, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToast } from '../../../lib/use-toast';
import { loginRequest, type Credentials } from '../api/auth-requests';
import { destinationAfterLogin } from '../utils/auth-destinations';
import { AuthCard } from './AuthCard';

export function LoginPage() {
  useDocumentTitle('Login');
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { refresh } = useSession();
  const clearAccountData = useClearAccountData();
  const toast = useToast();
  const navigate = useNavigate();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitting(true);
    const outcome = await loginRequest({ username: values.username.trim(), password: values.password });
    if (outcome.kind === 'success') {
      await clearAccountData();
      await refresh();
      toast({ title: 'Welcome back!', description: 'You have successfully logged in.', variant: 'success' });
      setIsSubmitting(false);
      navigate(destinationAfterLogin(outcome.user.role));
      return;
    }
    setIsSubmitting(false);
    if (outcome.kind === 'rejected') {
      toast({ title: 'Login failed', description: outcome.message ?? 'Invalid credentials', variant: 'error' });
    } else {
      toast({ title: 'Error', description: 'Failed to login. Please try again.', variant: 'error' });
    }
  };

  return (
    <AuthCard
      title={`Login to ${BRAND_NAME}`}
      subtitle="Access your dashboard - Admin, Partner, or User"
      onSubmit={handleSubmit}
      footer={
        <>
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
            Don&apos;t have an account?{' '}
            <Link component={RouterLink} to={paths.signup}>
              Sign up
            </Link>
          </Typography>
          <Link component={RouterLink} to={paths.home} variant="body2">
            Back to Home
          </Link>
        </>
      }
    >
      <TextField
        id="login-username"
        name="username"
        label="Username"
        value={values.username}
        onChange={handleChange}
        autoComplete="username"
        required
        slotProps={{ inputLabel: { required: false } }}
        fullWidth
      />
      <TextField
        id="login-password"
        name="password"
        label="Password"
        type="password"
        value={values.password}
        onChange={handleChange}
        autoComplete="current-password"
        required
        slotProps={{ inputLabel: { required: false } }}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
    </AuthCard>
  );
}
