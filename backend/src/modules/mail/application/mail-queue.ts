import type { MailMessage } from './mail-template';

export interface OutgoingMail {
  /**
   * Names this message once and for all (e.g. `newsletter-confirm:42:3`): a message whose key
   * was sent before is never sent again, however often its job runs.
   */
  idempotencyKey: string;
  to: string;
  message: MailMessage;
}

/** Sends mail in the background, through the job queue; joins the caller's transaction. */
export abstract class MailQueue {
  abstract enqueue(mail: OutgoingMail): Promise<void>;
}
