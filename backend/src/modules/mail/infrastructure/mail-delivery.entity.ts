import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'mail_deliveries' })
export class MailDeliveryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 200 })
  idempotencyKey: string;

  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'varchar', length: 10 })
  transport: 'smtp' | 'outbox';

  @Column({ name: 'outbox_file', type: 'varchar', length: 200, nullable: true })
  outboxFile: string | null;

  @Column({ name: 'message_id', type: 'varchar', length: 300, nullable: true })
  messageId: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', default: () => 'now()' })
  sentAt: Date;
}
