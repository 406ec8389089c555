export const NEWSLETTER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;

/** pending: waiting for the address to confirm; only active addresses receive the newsletter. */
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface NewsletterSubscription {
  id: number;
  email: string;
  status: NewsletterStatus;
  createdAt: Date;
  /** Empty for addresses that subscribed before confirmation existed. */
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

/** A subscription as the confirmation flow sees it. */
export interface PendingConfirmation {
  subscription: NewsletterSubscription;
  expiresAt: Date | null;
  /** How many confirmation links were sent so far; numbers the welcome mail too. */
  confirmationSends: number;
}

/** Whether a subscribe request sends a new confirmation link. */
export function needsConfirmation(status: NewsletterStatus): boolean {
  return status !== 'active';
}
