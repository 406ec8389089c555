import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret in the Standard Webhooks form: `whsec_` + base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** A new event id for the `webhook-id` header. */
export function generateWebhookEventId(): string {
  return `msg_${randomBytes(16).toString('hex')}`;
}

/**
 * The `webhook-signature` header value: `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`,
 * keyed with the bytes the secret's base64 part decodes to (Standard Webhooks).
 */
export function signWebhook(secret: string, eventId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  const signature = createHmac('sha256', key).update(`${eventId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${signature}`;
}
