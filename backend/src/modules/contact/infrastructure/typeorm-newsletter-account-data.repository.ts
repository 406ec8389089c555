import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { NewsletterAccountDataRepository } from '../application/newsletter-account-data';
import type { NewsletterSubscription } from '../domain/newsletter-subscription';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';

@Injectable()
export class TypeormNewsletterAccountDataRepository extends NewsletterAccountDataRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  async subscriptionOf(email: string): Promise<NewsletterSubscription | null> {
    const row = await this.unitOfWork
      .manager()
      .getRepository(NewsletterSubscriptionEntity)
      .createQueryBuilder('subscription')
      .where('lower(subscription.email) = lower(:email)', { email })
      .getOne();
    if (!row) return null;
    const { id, status, createdAt, confirmedAt, unsubscribedAt } = row;
    return { id, email: row.email, status, createdAt, confirmedAt, unsubscribedAt };
  }
}
