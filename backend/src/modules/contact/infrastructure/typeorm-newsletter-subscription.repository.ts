import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { NewsletterSubscriptionRepository } from '../application/newsletter-subscription.repository';
import type { NewsletterSubscription, PendingConfirmation } from '../domain/newsletter-subscription';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';

@Injectable()
export class TypeormNewsletterSubscriptionRepository extends NewsletterSubscriptionRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get subscriptions() {
    return this.unitOfWork.manager().getRepository(NewsletterSubscriptionEntity);
  }

  async findOrAddLocked(email: string): Promise<NewsletterSubscription> {
    // The only unique index besides the key is on lower(email): a repeated address is ignored, and
    // a concurrent insert of the same address waits for the other transaction to end.
    await this.subscriptions
      .createQueryBuilder()
      .insert()
      .values({ email, status: 'pending' })
      .orIgnore()
      .updateEntity(false)
      .execute();
    return this.subscriptions
      .createQueryBuilder('subscription')
      .where('lower(subscription.email) = lower(:email)', { email })
      .setLock('pessimistic_write')
      .getOneOrFail();
  }

  async issueConfirmation(id: number, tokenHash: string, expiresAt: Date): Promise<number> {
    const result = await this.subscriptions
      .createQueryBuilder()
      .update()
      .set({
        status: 'pending',
        confirmTokenHash: tokenHash,
        confirmTokenExpiresAt: expiresAt,
        confirmationSends: () => 'confirmation_sends + 1',
      })
      .where('id = :id', { id })
      .returning('confirmation_sends')
      .updateEntity(false)
      .execute();
    return (result.raw as { confirmation_sends: number }[])[0].confirmation_sends;
  }

  async findByConfirmationLocked(tokenHash: string): Promise<PendingConfirmation | null> {
    const row = await this.subscriptions
      .createQueryBuilder('subscription')
      .addSelect(['subscription.confirmTokenExpiresAt', 'subscription.confirmationSends'])
      .where('subscription.confirmTokenHash = :tokenHash', { tokenHash })
      .andWhere(`subscription.status = 'pending'`)
      .setLock('pessimistic_write')
      .getOne();
    if (!row) return null;
    const { confirmTokenExpiresAt, confirmationSends, confirmTokenHash: _hash, ...subscription } = row;
    return { subscription, expiresAt: confirmTokenExpiresAt, confirmationSends };
  }

  async activate(id: number): Promise<NewsletterSubscription> {
    await this.subscriptions
      .createQueryBuilder()
      .update()
      .set({ status: 'active', confirmedAt: () => 'now()', confirmTokenHash: null, confirmTokenExpiresAt: null })
      .where('id = :id', { id })
      .execute();
    return this.subscriptions.findOneByOrFail({ id });
  }

  async unsubscribe(id: number): Promise<NewsletterSubscription | null> {
    await this.subscriptions
      .createQueryBuilder()
      .update()
      .set({
        status: 'unsubscribed',
        unsubscribedAt: () => 'now()',
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
      })
      .where(`id = :id AND status <> 'unsubscribed'`, { id })
      .execute();
    return this.subscriptions.findOneBy({ id });
  }
}
