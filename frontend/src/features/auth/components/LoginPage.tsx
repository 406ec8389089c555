import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { paths } from '../../../app/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loginFlow } from '../api/auth-flows';
import type { Credentials } from '../api/auth-requests';
import { useAuthSubmit } from '../api/use-auth-submit';
import { AuthField, AuthForm, loginScreen } from './AuthForm';
import { WalletSignIn } from './WalletSignIn';
import { authFollowUpStep } from './AuthFollowUpStep';
import { pageMeta } from '../../../app/page-meta';

export function LoginPage() {
  useDocumentTitle(pageMeta[paths.login].title);
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const auth = useAuthSubmit(loginFlow);
  const { isSubmitting, submit } = auth;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(values);
  };

  const followUp = authFollowUpStep(auth);
  if (followUp) return followUp;

  return (
    <AuthForm
      {...loginScreen}
      subtitle="Access your dashboard - Admin, Partner, or User"
      onSubmit={handleSubmit}
      submitLabel="Login"
      busyLabel="Logging in..."
      isSubmitting={isSubmitting}
      after={<WalletSignIn onProof={auth.submitWalletProof} />}
    >
      <AuthField
        id="login-username"
        name="username"
        label="Username"
        value={values.username}
        onChange={handleChange}
        autoComplete="username"
      />
      <AuthField
        id="login-password"
        name="password"
        label="Password"
        type="password"
        value={values.password}
        onChange={handleChange}
        autoComplete="current-password"
      />
      <Link component={RouterLink} to={paths.forgotPassword} variant="body2" sx={{ alignSelf: 'flex-end' }}>
        Forgot password?
      </Link>
    </AuthForm>
  );
}
