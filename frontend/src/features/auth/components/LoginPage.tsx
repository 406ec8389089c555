import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { paths } from '../../../app/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loginRequest, type Credentials } from '../api/auth-requests';
import { useAuthSubmit, type AuthFlow } from '../api/use-auth-submit';
import { destinationAfterLogin } from '../utils/auth-destinations';
import { AuthField, AuthForm, loginScreen } from './AuthForm';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';

const loginFlow: AuthFlow = {
  request: loginRequest,
  toasts: {
    success: { title: 'Welcome back!', description: 'You have successfully logged in.' },
    rejected: { title: 'Login failed', fallback: 'Invalid credentials' },
    failed: 'Failed to login. Please try again.',
  },
  destination: destinationAfterLogin,
};

export function LoginPage() {
  useDocumentTitle('Login');
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const { isSubmitting, submit, codeStep, submitCode, leaveCodeStep } = useAuthSubmit(loginFlow);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(values);
  };

  if (codeStep) {
    return (
      <TwoFactorCodeForm
        isSubmitting={isSubmitting}
        onSubmit={(code) => void submitCode(code)}
        onBack={leaveCodeStep}
      />
    );
  }

  return (
    <AuthForm
      {...loginScreen}
      subtitle="Access your dashboard - Admin, Partner, or User"
      onSubmit={handleSubmit}
      submitLabel="Login"
      busyLabel="Logging in..."
      isSubmitting={isSubmitting}
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
