import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ListingQuote, QuoteToken } from '../domain/listing-quote';

@Entity({ name: 'listing_quotes' })
export class ListingQuoteEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'submission_id', type: 'integer' })
  submissionId: number;

  @Column({ name: 'chain_id', type: 'integer' })
  chainId: number;

  @Column({ type: 'varchar', length: 42 })
  token: QuoteToken;

  @Column({ name: 'token_symbol', type: 'varchar', length: 32 })
  tokenSymbol: string;

  @Column({ name: 'token_decimals', type: 'smallint' })
  tokenDecimals: number;

  /** numeric(78, 0): the driver answers it as text, which becomes a bigint in the domain. */
  @Column({ type: 'numeric', precision: 78, scale: 0 })
  amount: string;

  @Column({ type: 'varchar', length: 42 })
  treasury: `0x${string}`;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: ListingQuote['status'];

  @Column({ name: 'issued_by', type: 'integer', nullable: true })
  issuedBy: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
