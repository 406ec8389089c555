import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import type { PartnerStatus } from '../domain/partner-profile';

@Entity({ name: 'partner_profiles' })
export class PartnerProfileEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'company_name', type: 'varchar', length: 120 })
  companyName: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  website: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'referral_code', type: 'varchar', length: 32 })
  referralCode: string;

  @Column({ type: 'varchar', length: 16 })
  status: PartnerStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'decision_reason', type: 'text', nullable: true })
  decisionReason: string | null;

  @Column({ name: 'reason_code', type: 'varchar', length: 32, nullable: true })
  reasonCode: ReasonCode | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decided_by', type: 'integer', nullable: true, select: false })
  decidedBy: number | null;
}
