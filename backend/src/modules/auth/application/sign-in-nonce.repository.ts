export interface IssuedNonce {
  value: string;
  /** The session that asked for it: only that session may use it. */
  sessionId: string;
  expiresAt: Date;
}

/** Sign-in nonces, kept on the server until used or expired. */
export abstract class SignInNonceRepository {
  /** Stores a new nonce (and forgets nonces long expired). */
  abstract issue(nonce: IssuedNonce): Promise<void>;
  /** Removes the nonce and answers it, or null when there is none: of two requests with one nonce, one gets it. */
  abstract take(value: string): Promise<IssuedNonce | null>;
}
