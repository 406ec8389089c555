import { ApiError, apiRequest, serverMessageOf } from '../../../lib/api-client';
import type {
  AuthResponse,
  Credentials,
  LoginResponse,
  NewWallet,
  SessionUser,
  WalletLoginResponse,
  WalletProof,
} from '../../../lib/api-types';

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

/** `send` makes the typed call; its answer is read the same way for login, its second step and signup. */
async function submitAuth(send: () => Promise<unknown>): Promise<AuthOutcome> {
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

/** A wallet login may also answer that the wallet has no account yet: a username comes next. */
export type WalletLoginOutcome = AuthOutcome | { kind: 'new-wallet'; wallet: NewWallet };

/** Sends the signed EIP-4361 message; answered like a password login, or `new-wallet`. */
export async function walletLoginRequest(proof: WalletProof): Promise<WalletLoginOutcome> {
  let answer: WalletLoginResponse | undefined;
  const outcome = await submitAuth(async () => {
    answer = await apiRequest('POST', '/api/auth/wallet/login', {
      body: { message: proof.message, signature: proof.signature },
    });
    return answer;
  });
  if (outcome.kind === 'rejected' && answer?.success && answer.newWallet) {
    return { kind: 'new-wallet', wallet: answer.newWallet };
  }
  return outcome;
}

/** Creates the account of the wallet the last wallet login named, with `username`; answered like a signup. */
export function walletSignupRequest(username: string): Promise<AuthOutcome> {
  return submitAuth(() => apiRequest('POST', '/api/auth/wallet/signup', { body: { username } }));
}

export async function logoutRequest(): Promise<void> {
  const body = (await apiRequest('POST', '/api/auth/logout')) as AuthResponse | undefined;
  if (isJsonObject(body) && body.success === false) {
    throw new Error(serverMessageOf(body) ?? 'Logout refused');
  }
}
