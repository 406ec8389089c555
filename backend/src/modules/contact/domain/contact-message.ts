export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  company: 120,
  message: 5000,
} as const;

export interface ContactMessage {
  name: string;
  email: string;
  company: string;
  message: string;
}

export interface StoredContactMessage extends ContactMessage {
  id: number;
  createdAt: Date;
}

/** Bots fill every field they find; people never see the honeypot. */
export function isBotSubmission(honeypot: string | undefined): boolean {
  return typeof honeypot === 'string' && honeypot.trim().length > 0;
}
