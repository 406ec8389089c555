import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountDataExportHandlers, type AccountDataOwner } from '../../auth/application/account-data';
import type { NewsletterSubscription } from '../domain/newsletter-subscription';

export abstract class NewsletterAccountDataRepository {
  abstract subscriptionOf(email: string): Promise<NewsletterSubscription | null>;
}

/**
 * The newsletter subscription of the account's verified address, in its export. Deleting the
 * account leaves it alone: the subscription was given by address, apart from the account, and
 * every newsletter carries its one-click unsubscribe link.
 */
@Injectable()
export class NewsletterAccountData implements OnModuleInit {
  constructor(
    private readonly exports: AccountDataExportHandlers,
    private readonly data: NewsletterAccountDataRepository,
  ) {}

  onModuleInit(): void {
    this.exports.register({ handle: (owner) => this.export(owner) });
  }

  private async export(owner: AccountDataOwner) {
    return { newsletter: owner.verifiedEmail ? await this.data.subscriptionOf(owner.verifiedEmail) : null };
  }
}
