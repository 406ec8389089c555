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
import { signupRequest } from '../api/auth-requests';
import { destinationAfterSignup } from '../utils/auth-destinations';
import {
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
  validateSignup,
  type SignupField,
  type SignupValues,
} from '../utils/signup-validation';
import { AuthCard } from './AuthCard';

type FieldErrors = Partial<Record<SignupField, string>>;

const fieldIds: Record<SignupField, string> = {
  username: 'signup-username',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
};

export function SignupPage() {
  useDocumentTitle('Sign up');
  const [values, setValues] = useState<SignupValues>({ username: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { refresh } = useSession();
  const clearAccountData = useClearAccountData();
  const toast = useToast();
  const navigate = useNavigate();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const problems = validateSignup(values);
    setErrors(Object.fromEntries(problems.map(({ field, message }) => [field, message])));
    const [first] = problems;
    if (first) {
      toast({ title: 'Error', description: first.message, variant: 'error' });
      document.getElementById(fieldIds[first.field])?.focus();
      return;
    }

    setIsSubmitting(true);
    const outcome = await signupRequest({ username: values.username.trim(), password: values.password });
    if (outcome.kind === 'success') {
      await clearAccountData();
      await refresh();
      toast({
        title: 'Account created!',
        description: `Welcome to the ${BRAND_NAME} partner portal.`,
        variant: 'success',
      });
      setIsSubmitting(false);
      navigate(destinationAfterSignup(outcome.user.role));
      return;
    }
    setIsSubmitting(false);
    if (outcome.kind === 'rejected') {
      toast({ title: 'Signup failed', description: outcome.message ?? 'Failed to create account', variant: 'error' });
    } else {
      toast({ title: 'Error', description: 'Failed to create account. Please try again.', variant: 'error' });
    }
  };

  return (
    <AuthCard
      title={`Join ${BRAND_NAME}`}
      subtitle="Create your account to access the platform"
      onSubmit={handleSubmit}
      noValidate
      footer={
        <>
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
            Already have an account?{' '}
            <Link component={RouterLink} to={paths.login}>
              Login
            </Link>
          </Typography>
          <Link component={RouterLink} to={paths.home} variant="body2">
            Back to Home
          </Link>
        </>
      }
    >
      <TextField
        id={fieldIds.username}
        name="username"
        label="Username"
        value={values.username}
        onChange={handleChange}
        autoComplete="username"
        required
        fullWidth
        error={Boolean(errors.username)}
        helperText={errors.username ?? `At least ${USERNAME_MIN_LENGTH} characters`}
        slotProps={{ inputLabel: { required: false }, htmlInput: { minLength: USERNAME_MIN_LENGTH } }}
      />
      <TextField
        id={fieldIds.password}
        name="password"
        label="Password"
        type="password"
        value={values.password}
        onChange={handleChange}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password ?? `At least ${PASSWORD_MIN_LENGTH} characters`}
        slotProps={{ inputLabel: { required: false }, htmlInput: { minLength: PASSWORD_MIN_LENGTH } }}
      />
      <TextField
        id={fieldIds.confirmPassword}
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        value={values.confirmPassword}
        onChange={handleChange}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword ?? 'Re-enter your password'}
        slotProps={{ inputLabel: { required: false }, htmlInput: { minLength: PASSWORD_MIN_LENGTH } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </AuthCard>
  );
}
