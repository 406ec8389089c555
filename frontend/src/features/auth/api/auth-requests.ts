import { ApiError, apiRequest, serverMessageOf } from '../../../lib/api-client';
import type { AuthResponse, Credentials, SessionUser } from '../../../lib/api-types';

export type { Credentials };

/**
 * success: signed in. rejected: the server answered and refused (its message, if any, is
 * shown). failed: no usable answer (network down, body not JSON).
 */
export type AuthOutcome =
  | { kind: 'success'; user: SessionUser; message?: string }
  | { kind: 'rejected'; message?: string }
  | { kind: 'failed' };

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function submitCredentials(url: string, credentials: Credentials): Promise<AuthOutcome> {
  try {
    const body = await apiRequest<AuthResponse | undefined>('POST', url, {
      username: credentials.username,
      password: credentials.password,
    });
    if (!isJsonObject(body)) return { kind: 'failed' };
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

export function loginRequest(credentials: Credentials): Promise<AuthOutcome> {
  return submitCredentials('/api/auth/login', credentials);
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
