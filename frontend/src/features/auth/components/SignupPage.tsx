import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToast } from '../../../lib/use-toast';
import { signupFlow } from '../api/auth-flows';
import { useAuthSubmit } from '../api/use-auth-submit';
import {
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
  validateSignup,
  type SignupField,
  type SignupValues,
} from '../utils/signup-validation';
import { AuthField, AuthForm, signupScreen } from './AuthForm';
import { WalletSignIn } from './WalletSignIn';
import { authFollowUpStep } from './AuthFollowUpStep';
import { pageMeta } from '../../../app/page-meta';
import { paths } from '../../../app/paths';

type FieldErrors = Partial<Record<SignupField, string>>;

const fieldIds: Record<SignupField, string> = {
  username: 'signup-username',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
};

export function SignupPage() {
  useDocumentTitle(pageMeta[paths.signup].title);
  const [values, setValues] = useState<SignupValues>({ username: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const auth = useAuthSubmit(signupFlow);
  const { isSubmitting, submit } = auth;
  const toast = useToast();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
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
    void submit({ username: values.username, password: values.password });
  };

  const fieldProps = (field: SignupField) => ({
    id: fieldIds[field],
    name: field,
    value: values[field],
    onChange: handleChange,
    error: Boolean(errors[field]),
  });

  // A wallet that already has an account signs it in from here too, with its code step if it has one.
  const followUp = authFollowUpStep(auth);
  if (followUp) return followUp;

  return (
    <AuthForm
      {...signupScreen}
      subtitle="Create your account to access the platform"
      onSubmit={handleSubmit}
      isSubmitting={isSubmitting}
      after={<WalletSignIn onProof={auth.submitWalletProof} />}
    >
      <AuthField
        {...fieldProps('username')}
        label="Username"
        autoComplete="username"
        helperText={errors.username ?? `At least ${USERNAME_MIN_LENGTH} characters`}
        slotProps={{ htmlInput: { minLength: USERNAME_MIN_LENGTH } }}
      />
      <AuthField
        {...fieldProps('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        helperText={errors.password ?? `At least ${PASSWORD_MIN_LENGTH} characters`}
        slotProps={{ htmlInput: { minLength: PASSWORD_MIN_LENGTH } }}
      />
      <AuthField
        {...fieldProps('confirmPassword')}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        helperText={errors.confirmPassword ?? 'Re-enter your password'}
        slotProps={{ htmlInput: { minLength: PASSWORD_MIN_LENGTH } }}
      />
    </AuthForm>
  );
}
