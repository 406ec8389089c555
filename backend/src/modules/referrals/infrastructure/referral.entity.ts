import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'referrals' })
export class ReferralEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'partner_id', type: 'integer' })
  partnerId: number;

  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'integer' })
  clicks: number;

  @Column({ type: 'integer' })
  conversions: number;

  @Column({ name: 'campaign_id', type: 'integer', nullable: true })
  campaignId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
