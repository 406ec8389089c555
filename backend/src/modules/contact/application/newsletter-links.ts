import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';

/** The links that mails carry; they start with the site's public address. */
@Injectable()
export class NewsletterLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'publicUrl'>) {}

  confirm(token: string): string {
    return `${this.config.publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
  }

  /** The page with an Unsubscribe button (link scanners follow links, so opening it changes nothing). */
  unsubscribePage(token: string): string {
    return `${this.config.publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  /** RFC 8058: mail providers POST `List-Unsubscribe=One-Click` here. */
  oneClickUnsubscribe(token: string): string {
    return `${this.config.publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  home(): string {
    return this.config.publicUrl;
  }
}
