import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ChainPaymentStatus } from '../domain/chain-payment';

@Entity({ name: 'listing_chain_payments' })
export class ListingChainPaymentEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'submission_id', type: 'integer' })
  submissionId: number;

  @Column({ name: 'quote_id', type: 'integer' })
  quoteId: number;

  @Column({ name: 'chain_id', type: 'integer' })
  chainId: number;

  @Column({ name: 'tx_hash', type: 'char', length: 66 })
  txHash: `0x${string}`;

  @Column({ type: 'varchar', length: 16, default: 'checking' })
  status: ChainPaymentStatus;

  @Column({ type: 'varchar', length: 200, nullable: true })
  refusal: string | null;

  @Column({ name: 'waiting_for', type: 'varchar', length: 200, nullable: true })
  waitingFor: string | null;

  @Column({ type: 'integer', default: 0 })
  checks: number;

  @Column({ name: 'submitted_by', type: 'integer', nullable: true })
  submittedBy: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt: Date | null;
}
