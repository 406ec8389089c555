import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { MailMessage } from '../application/mail-template';
import { MailTransport, type SentMail } from '../application/mail-transport';

/** The outbox file of a message: one name per idempotency key, so a message is written once. */
export function outboxFileName(key: string): string {
  return `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.eml`;
}

export function outboxDirectory(config: AppConfig): string {
  return join(config.dataDir, 'outbox');
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * nodemailer: over SMTP when SMTP_URL is set; otherwise each message is built the same way
 * (nodemailer's stream transport) and written to DATA_DIR/outbox as an .eml file.
 */
@Injectable()
export class NodemailerMailTransport extends MailTransport {
  private readonly transporter: Transporter;
  private readonly outbox: string | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
    this.outbox = config.smtpUrl ? null : outboxDirectory(config);
    this.transporter = config.smtpUrl
      ? // Bounded well under JOB_EXPIRE_SECONDS, so a stuck server fails the job rather than outliving it.
        createTransport({
          url: config.smtpUrl,
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 30_000,
        })
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(key: string, to: string, message: MailMessage): Promise<SentMail> {
    const mail = {
      from: this.config.mailFrom,
      to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    };
    if (!this.outbox) {
      const info = await this.transporter.sendMail(mail);
      return { transport: 'smtp', messageId: info.messageId ?? null, outboxFile: null };
    }
    const file = outboxFileName(key);
    const path = join(this.outbox, file);
    if (await exists(path)) return { transport: 'outbox', messageId: null, outboxFile: file };
    const info = (await this.transporter.sendMail(mail)) as { message: Buffer; messageId?: string };
    await mkdir(this.outbox, { recursive: true });
    // Written whole under a temporary name, then renamed: a crash never leaves half a message.
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, info.message, { mode: 0o640 });
    await rename(temporary, path);
    return { transport: 'outbox', messageId: info.messageId ?? null, outboxFile: file };
  }
}
