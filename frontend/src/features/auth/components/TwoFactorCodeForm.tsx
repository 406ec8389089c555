import { useLayoutEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import { AuthField, AuthForm, loginScreen } from './AuthForm';

const CODE_FIELD_ID = 'login-two-factor-code';

export interface TwoFactorCodeFormProps {
  isSubmitting: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/** The login's second step for an account with two-factor authentication, on the same page. */
export function TwoFactorCodeForm({ isSubmitting, onSubmit, onBack }: TwoFactorCodeFormProps) {
  const [code, setCode] = useState('');

  useLayoutEffect(() => {
    document.getElementById(CODE_FIELD_ID)?.focus();
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      document.getElementById(CODE_FIELD_ID)?.focus();
      return;
    }
    onSubmit(code);
  };

  return (
    <AuthForm
      {...loginScreen}
      subtitle="Enter the 6-digit code from your authenticator app, or a recovery code"
      onSubmit={handleSubmit}
      submitLabel="Verify"
      busyLabel="Verifying..."
      isSubmitting={isSubmitting}
    >
      <AuthField
        id={CODE_FIELD_ID}
        name="code"
        label="Authentication code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        helperText="The code changes every 30 seconds. A recovery code works once."
        slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'none', spellCheck: false } }}
      />
      <Button variant="text" onClick={onBack} disabled={isSubmitting}>
        Back to password
      </Button>
    </AuthForm>
  );
}
