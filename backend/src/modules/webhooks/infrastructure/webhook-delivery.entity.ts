import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookDeliveryStatus, WebhookEventType } from '../domain/webhook';

@Entity({ name: 'webhook_deliveries' })
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'partner_id', type: 'integer' })
  partnerId: number;

  @Column({ name: 'event_id', type: 'varchar', length: 64 })
  eventId: string;

  @Column({ name: 'event_type', type: 'varchar', length: 40 })
  eventType: WebhookEventType;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 16 })
  status: WebhookDeliveryStatus;

  @Column({ type: 'integer' })
  attempts: number;

  @Column({ name: 'last_response_code', type: 'integer', nullable: true })
  lastResponseCode: number | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;
}
