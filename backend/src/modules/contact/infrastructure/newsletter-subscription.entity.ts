import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { NewsletterStatus } from '../domain/newsletter-subscription';

@Entity({ name: 'newsletter_subscriptions' })
export class NewsletterSubscriptionEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 12 })
  status: NewsletterStatus;

  /** SHA-256 of the current confirmation link's token; empty once used. */
  @Column({ name: 'confirm_token_hash', type: 'char', length: 64, nullable: true, select: false })
  confirmTokenHash: string | null;

  @Column({ name: 'confirm_token_expires_at', type: 'timestamptz', nullable: true, select: false })
  confirmTokenExpiresAt: Date | null;

  @Column({ name: 'confirmation_sends', type: 'integer', select: false })
  confirmationSends: number;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
