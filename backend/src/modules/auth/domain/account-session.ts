/** A signed-in session of an account, as the account holder sees it. */
export interface AccountSession {
  /** Stands for the session without being its id: knowing it lets nobody use the session. */
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  signedInAt: Date | null;
  lastSeenAt: Date | null;
  current: boolean;
}

/** What sign-in records in the session besides the user, for the sessions list. */
export interface SessionDevice {
  userAgent?: string;
  ipAddress?: string;
}

/** The longest user agent kept: enough to recognise any browser, bounded so a client cannot bloat its session. */
export const USER_AGENT_MAX_LENGTH = 512;
