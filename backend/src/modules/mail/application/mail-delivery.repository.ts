import type { KeysetPage } from '../../../paging/keyset-page';
import type { SentMail } from './mail-transport';

export interface MailDelivery {
  id: number;
  to: string;
  subject: string;
  sentAt: Date;
  outboxFile: string | null;
}

export abstract class MailDeliveryRepository {
  abstract wasSent(idempotencyKey: string): Promise<boolean>;
  /** Records a send once; a second record of the same key is ignored. */
  abstract record(idempotencyKey: string, to: string, subject: string, sent: SentMail): Promise<void>;
  /** Mail written to the outbox, newest first, after the id `before` when given. */
  abstract outboxPage(limit: number, before: number | undefined): Promise<KeysetPage<MailDelivery>>;
  abstract findInOutbox(id: number): Promise<MailDelivery | null>;
}
