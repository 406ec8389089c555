import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NewsletterSubscriptionRepository } from '../application/newsletter-subscription.repository';
import { NewsletterSubscriptionEntity } from './newsletter-subscription.entity';

@Injectable()
export class TypeormNewsletterSubscriptionRepository extends NewsletterSubscriptionRepository {
  constructor(
    @InjectRepository(NewsletterSubscriptionEntity)
    private readonly repository: Repository<NewsletterSubscriptionEntity>,
  ) {
    super();
  }

  async subscribe(email: string): Promise<boolean> {
    const rows: unknown[] = await this.repository.query(
      `INSERT INTO newsletter_subscriptions (email) VALUES ($1)
       ON CONFLICT ((lower(email))) DO NOTHING
       RETURNING id`,
      [email],
    );
    return rows.length > 0;
  }
}
