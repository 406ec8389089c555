import type { MailMessage } from './mail-template';

export interface SentMail {
  transport: 'smtp' | 'outbox';
  messageId: string | null;
  /** The file in DATA_DIR/outbox that holds the message, for the outbox transport. */
  outboxFile: string | null;
}

/** Hands a message to SMTP or writes it to the outbox; `key` names the message for idempotent writes. */
export abstract class MailTransport {
  abstract send(key: string, to: string, message: MailMessage): Promise<SentMail>;
}
