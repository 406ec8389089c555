import type { Request } from 'express';
import type { NewWalletSignup } from '../application/wallet-sign-in.use-cases';
import { WALLET_NONCE_TTL_MS, WALLET_SIGNUP_TTL_MS } from '../domain/wallet';
import type { HttpSessions } from '../infrastructure/session/http-sessions';

const SIGNUP_KEY = 'pendingWalletSignup';

/**
 * The session a sign-in nonce is issued to (made for a request without one, signing nobody in): a
 * message signed for one browser does not sign another in.
 */
export async function sessionForNonce(sessions: HttpSessions, request: Request): Promise<string> {
  await sessions.keep(request, 'walletSignIn', true, WALLET_NONCE_TTL_MS);
  return request.sessionID;
}

/** The session the request came with, if any. */
export function requestSessionId(request: Request): string | undefined {
  return request.session ? request.sessionID : undefined;
}

interface PendingWalletSignup extends NewWalletSignup {
  expiresAt: number;
}

/** A wallet proven without an account, waiting for its username, in a session that signs nobody in. */
export function holdPendingWalletSignup(
  sessions: HttpSessions,
  request: Request,
  wallet: NewWalletSignup,
): Promise<void> {
  const pending: PendingWalletSignup = { ...wallet, expiresAt: Date.now() + WALLET_SIGNUP_TTL_MS };
  return sessions.hold(request, SIGNUP_KEY, pending, WALLET_SIGNUP_TTL_MS);
}

/** The waiting wallet while it is still valid; `take` removes it. */
export function pendingWalletSignup(
  sessions: HttpSessions,
  request: Request,
  options: { take?: boolean } = {},
): NewWalletSignup | undefined {
  const pending = sessions.held<PendingWalletSignup>(request, SIGNUP_KEY, options);
  if (!pending || pending.expiresAt <= Date.now()) return undefined;
  return { address: pending.address, chainId: pending.chainId };
}
