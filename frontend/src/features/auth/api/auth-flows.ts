import { BRAND_NAME } from '../../../app/brand';
import { destinationAfterLogin, destinationAfterSignup } from '../utils/auth-destinations';
import { loginRequest, signupRequest } from './auth-requests';
import type { AuthFlow } from './use-auth-submit';

/** The password login, and every other way of signing in to an existing account (its code step, a wallet). */
export const loginFlow: AuthFlow = {
  request: loginRequest,
  toasts: {
    success: { title: 'Welcome back!', description: 'You have successfully logged in.' },
    rejected: { title: 'Login failed', fallback: 'Invalid credentials' },
    failed: 'Failed to login. Please try again.',
  },
  destination: destinationAfterLogin,
};

/** The password signup, and the account a new wallet creates. */
export const signupFlow: AuthFlow = {
  // Only username and password are sent: the confirmation never leaves the browser.
  request: signupRequest,
  toasts: {
    success: { title: 'Account created!', description: `Welcome to the ${BRAND_NAME} partner portal.` },
    rejected: { title: 'Signup failed', fallback: 'Failed to create account' },
    failed: 'Failed to create account. Please try again.',
  },
  destination: destinationAfterSignup,
};
