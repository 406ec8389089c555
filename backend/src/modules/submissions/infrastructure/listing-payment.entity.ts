import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'project_submission_payments' })
export class ListingPaymentEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'submission_id', type: 'integer' })
  submissionId: number;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'char', length: 3 })
  currency: 'USD';

  @Column({ type: 'varchar', length: 100 })
  reference: string;

  @Column({ name: 'paid_on', type: 'date' })
  paidOn: string;

  @Column({ name: 'recorded_by', type: 'integer', nullable: true })
  recordedBy: number | null;

  @CreateDateColumn({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt: Date;
}
