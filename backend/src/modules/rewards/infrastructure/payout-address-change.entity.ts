import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'payout_address_changes' })
export class PayoutAddressChangeEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 42 })
  address: string;

  @Column({ name: 'chain_id', type: 'integer' })
  chainId: number;

  @Column({ name: 'requested_at', type: 'timestamptz' })
  requestedAt: Date;

  @Column({ name: 'effective_at', type: 'timestamptz' })
  effectiveAt: Date;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'requested_from', type: 'varchar', length: 300, nullable: true })
  requestedFrom: string | null;
}
