import type { Request } from 'express';
import type { IssuedNonce } from '../application/wallet-proofs';
import type { NewWalletSignup } from '../application/wallet-sign-in.use-cases';
import { WALLET_NONCE_TTL_MS, WALLET_SIGNUP_TTL_MS } from '../domain/wallet';
import type { HttpSessions } from '../infrastructure/session/http-sessions';

const NONCE_KEY = 'walletNonce';
const SIGNUP_KEY = 'pendingWalletSignup';

/** The nonce lives in the session that asked for it, so a message signed for one browser does not sign another in. */
export function keepWalletNonce(sessions: HttpSessions, request: Request, nonce: IssuedNonce): Promise<void> {
  return sessions.keep(request, NONCE_KEY, nonce, WALLET_NONCE_TTL_MS);
}

/** The session's nonce, taken: whatever the attempt's outcome, it cannot be used again. */
export function takeWalletNonce(sessions: HttpSessions, request: Request): IssuedNonce | undefined {
  return sessions.held<IssuedNonce>(request, NONCE_KEY, { take: true });
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
