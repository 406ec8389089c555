import { useId, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BRAND_NAME } from '../../../app/brand';
import { paths } from '../../../app/paths';
import { BrandMark } from '../../../components/BrandMark';

export interface AuthFormProps {
  title: string;
  subtitle: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  noValidate?: boolean;
  /** The submit button's label, and its label while the request is under way. */
  submitLabel: string;
  busyLabel: string;
  isSubmitting: boolean;
  /** The link to the other form, e.g. "Don't have an account?" Sign up. */
  switchPrompt: string;
  switchLink: { to: string; label: string };
  /** The fields (AuthField). */
  children: ReactNode;
  /** Shown under the form, above the links: another way in (a wallet). */
  after?: ReactNode;
}

/** What both steps of logging in (the password, then a code) show around their fields. */
export const loginScreen = {
  title: `Login to ${BRAND_NAME}`,
  switchPrompt: "Don't have an account?",
  switchLink: { to: paths.signup, label: 'Sign up' },
} as const;

/** What both ways of signing up (a password, or a new wallet's username) show around their fields. */
export const signupScreen = {
  title: `Join ${BRAND_NAME}`,
  noValidate: true,
  submitLabel: 'Create Account',
  busyLabel: 'Creating account...',
  switchPrompt: 'Already have an account?',
  switchLink: { to: paths.login, label: 'Login' },
} as const;

/** The login and signup page: one card, one form, the same submit button and links. */
export function AuthForm(props: AuthFormProps) {
  const {
    title,
    subtitle,
    onSubmit,
    noValidate,
    submitLabel,
    busyLabel,
    isSubmitting,
    switchPrompt,
    switchLink,
    children,
    after,
  } = props;
  const titleId = useId();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Card sx={{ maxWidth: 460, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
            <BrandMark sx={{ fontSize: 48 }} />
            <Typography id={titleId} variant="h4" component="h1">
              {title}
            </Typography>
            <Typography component="p" sx={{ color: 'text.secondary' }}>
              {subtitle}
            </Typography>
          </Stack>
          <Box component="form" aria-labelledby={titleId} onSubmit={onSubmit} noValidate={noValidate}>
            {/* Stated once here instead of an asterisk inside every label, so labels read cleanly. */}
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              All fields are required.
            </Typography>
            <Stack spacing={2.5}>
              {children}
              <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
                {isSubmitting ? busyLabel : submitLabel}
              </Button>
            </Stack>
          </Box>
          {after}
          <Stack spacing={1} sx={{ mt: 3, alignItems: 'center', textAlign: 'center' }}>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
              {switchPrompt}{' '}
              <Link component={RouterLink} to={switchLink.to}>
                {switchLink.label}
              </Link>
            </Typography>
            <Link component={RouterLink} to={paths.home} variant="body2">
              Back to Home
            </Link>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}

/** A required, full-width field whose label carries no asterisk (the form says all are required). */
export function AuthField({ slotProps, ...props }: TextFieldProps) {
  return <TextField required fullWidth {...props} slotProps={{ ...slotProps, inputLabel: { required: false } }} />;
}
