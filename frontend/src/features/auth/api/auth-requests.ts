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

/**
 * `send` makes the typed call; its answer is read the same way for login, its second step and
 * signup (and their wallet forms, wallet-auth-requests.ts).
 */
export async function submitAuth(send: () => Promise<unknown>): Promise<AuthOutcome> {
  try {
    const body = (await send()) as LoginResponse | undefined;
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

function credentialsBody(credentials: Credentials): Credentials {
  return { username: credentials.username, password: credentials.password };
}

export function loginRequest(credentials: Credentials): Promise<AuthOutcome> {
  return submitAuth(() => apiRequest('POST', '/api/auth/login', { body: credentialsBody(credentials) }));
}

/** The second step of a login to an account with two-factor authentication: a TOTP or recovery code. */
export function twoFactorLoginRequest(code: string): Promise<AuthOutcome> {
  return submitAuth(() => apiRequest('POST', '/api/auth/login/two-factor', { body: { code } }));
}

/** The server's answer when the code step is gone (5 minutes passed, or too many wrong codes). */
export function isPasswordStepAgain(outcome: AuthOutcome): boolean {
  return outcome.kind === 'rejected' && /password again/i.test(outcome.message ?? '');
}

/** Only username and password are sent: the confirmation never leaves the browser. */
export function signupRequest(credentials: Credentials): Promise<AuthOutcome> {
  return submitAuth(() => apiRequest('POST', '/api/auth/signup', { body: credentialsBody(credentials) }));
}

export async function logoutRequest(): Promise<void> {
  const body = (await apiRequest('POST', '/api/auth/logout')) as AuthResponse | undefined;
  if (isJsonObject(body) && body.success === false) {
    throw new Error(serverMessageOf(body) ?? 'Logout refused');
  }
}
