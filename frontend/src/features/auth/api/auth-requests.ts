import { ApiError, apiRequest, serverMessageOf } from '../../../lib/api-client';
import type { AuthResponse, Credentials, LoginResponse, SessionUser } from '../../../lib/api-types';

export type { Credentials };

/**
 * success: signed in. two-factor: the password was right, the account's two-factor code comes next. rejected: the server answered and refused (its message, if any, is
 * shown). failed: no usable answer (network down, body not JSON).
 */
export type AuthOutcome =
  | { kind: 'success'; user: SessionUser; message?: string }
  | { kind: 'two-factor'; message?: string }
  | { kind: 'rejected'; message?: string }
  | { kind: 'failed' };

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function submitAuth(url: string, payload: Record<string, string>): Promise<AuthOutcome> {
  try {
    const body = await apiRequest<LoginResponse | undefined>('POST', url, payload);
    if (!isJsonObject(body)) return { kind: 'failed' };
    if (body.success && body.twoFactorRequired) return { kind: 'two-factor', message: serverMessageOf(body) };
    if (body.success && body.user) {
      return { kind: 'success', user: body.user, message: serverMessageOf(body) };
    }
    return { kind: 'rejected', message: serverMessageOf(body) };
  } catch (error) {
    if (error instanceof ApiError && isJsonObject(error.body)) {
      return { kind: 'rejected', message: serverMessageOf(error.body) };
    }
    return { kind: 'failed' };
  }
}

function submitCredentials(url: string, credentials: Credentials): Promise<AuthOutcome> {
  return submitAuth(url, { username: credentials.username, password: credentials.password });
}

export function loginRequest(credentials: Credentials): Promise<AuthOutcome> {
  return submitCredentials('/api/auth/login', credentials);
}

/** The second step of a login to an account with two-factor authentication: a TOTP or recovery code. */
export function twoFactorLoginRequest(code: string): Promise<AuthOutcome> {
  return submitAuth('/api/auth/login/two-factor', { code });
}

/** The server's answer when the code step is gone (5 minutes passed, or too many wrong codes). */
export function isPasswordStepAgain(outcome: AuthOutcome): boolean {
  return outcome.kind === 'rejected' && /password again/i.test(outcome.message ?? '');
}

/** Only username and password are sent: the confirmation never leaves the browser. */
export function signupRequest(credentials: Credentials): Promise<AuthOutcome> {
  return submitCredentials('/api/auth/signup', credentials);
}

export async function logoutRequest(): Promise<void> {
  const body = await apiRequest<AuthResponse | undefined>('POST', '/api/auth/logout');
  if (isJsonObject(body) && body.success === false) {
    throw new Error(serverMessageOf(body) ?? 'Logout refused');
  }
}
