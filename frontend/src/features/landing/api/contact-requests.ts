import { ApiError, apiRequest, serverMessageOf } from '../../../lib/api-client';
import type { ContactMessageRequest, NewsletterSubscriptionRequest } from '../../../lib/api-types';

/**
 * `fax` is the honeypot: people leave it empty, bots fill it in, the server decides. It is
 * sent only when something was typed into it, so a person's request body is exactly the
 * documented one: `{name, email, company, message}` and `{email}`. Whitespace counts as empty,
 * as on the server.
 */
function honeypotOf(fax: string | undefined): Pick<NewsletterSubscriptionRequest, 'fax'> {
  return fax !== undefined && fax.trim().length > 0 ? { fax } : {};
}

/**
 * success: accepted. rejected: the server answered with an error (its message, if any, is
 * shown). failed: no usable answer (network down, unreadable body).
 */
export type SendOutcome =
  { kind: 'success'; message?: string } | { kind: 'rejected'; message?: string } | { kind: 'failed' };

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `request` makes the typed call; both forms read its answer the same way. */
async function send(request: () => Promise<unknown>): Promise<SendOutcome> {
  try {
    const body = await request();
    if (!isJsonObject(body)) return { kind: 'failed' };
    const message = serverMessageOf(body);
    return body.success === true ? { kind: 'success', message } : { kind: 'rejected', message };
  } catch (error) {
    if (error instanceof ApiError) {
      return { kind: 'rejected', message: isJsonObject(error.body) ? serverMessageOf(error.body) : undefined };
    }
    return { kind: 'failed' };
  }
}

export function sendContactMessage(payload: ContactMessageRequest): Promise<SendOutcome> {
  return send(() =>
    apiRequest('POST', '/api/contact', {
      body: {
        name: payload.name.trim(),
        email: payload.email.trim(),
        company: payload.company.trim(),
        message: payload.message.trim(),
        ...honeypotOf(payload.fax),
      },
    }),
  );
}

export function subscribeToNewsletter(payload: NewsletterSubscriptionRequest): Promise<SendOutcome> {
  return send(() =>
    apiRequest('POST', '/api/newsletter', { body: { email: payload.email.trim(), ...honeypotOf(payload.fax) } }),
  );
}
