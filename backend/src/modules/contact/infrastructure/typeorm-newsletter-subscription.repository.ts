import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import type { Slice } from '../application/contact-message.repository';
import { NewsletterSubscriptionRepository } from '../application/newsletter-subscription.repository';
import type { NewsletterSubscription } from '../domain/newsletter-subscription';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

@Injectable()
export class TypeormNewsletterSubscriptionRepository extends NewsletterSubscriptionRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get subscriptions() {
    return this.unitOfWork.manager().getRepository(NewsletterSubscriptionEntity);
  }

  async subscribe(email: string): Promise<boolean> {
    // The only unique index besides the key is on lower(email): a repeated address is ignored.
    const result = await this.subscriptions
      .createQueryBuilder()
      .insert()
      .values({ email })
      .orIgnore()
      .returning('id')
      .updateEntity(false)
      .execute();
    return result.raw.length > 0;
  }

  async slice(offset: number, limit: number): Promise<Slice<NewsletterSubscription>> {
    const [items, total] = await this.subscriptions.findAndCount({ order: NEWEST_FIRST, skip: offset, take: limit });
    return { items, total };
  }

  listAll(): Promise<NewsletterSubscription[]> {
    return this.subscriptions.find({ order: NEWEST_FIRST });
  }
}
