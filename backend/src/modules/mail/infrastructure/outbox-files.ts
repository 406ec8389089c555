import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { simpleParser } from 'mailparser';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { OutboxFiles } from '../application/read-outbox.use-case';
import { outboxDirectory } from './nodemailer.mail-transport';

const FILE_NAME = /^[0-9a-f]{40}\.eml$/;

/** Parses outbox files back into their text and HTML parts (mailparser). */
@Injectable()
export class MailparserOutboxFiles extends OutboxFiles {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async read(file: string): Promise<{ text: string; html: string } | null> {
    if (!FILE_NAME.test(file)) return null;
    const raw = await readFile(join(outboxDirectory(this.config), file)).catch(() => null);
    if (!raw) return null;
    const parsed = await simpleParser(raw);
    return { text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' };
  }
}
