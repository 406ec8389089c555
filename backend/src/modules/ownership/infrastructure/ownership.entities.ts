import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { ProofEvidence, ProofMethod, ProofStatus, SignerStatus } from '../domain/ownership';

@Entity({ name: 'project_contracts' })
export class ProjectContractEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'submission_id', type: 'integer' })
  submissionId: number;

  @Column({ name: 'chain_id', type: 'integer' })
  chainId: number;

  @Column({ type: 'varchar', length: 42 })
  address: `0x${string}`;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity({ name: 'ownership_challenges' })
export class OwnershipChallengeEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  nonce: string;

  @Column({ name: 'submission_id', type: 'integer' })
  submissionId: number;

  @Column({ name: 'contract_id', type: 'integer' })
  contractId: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}

@Entity({ name: 'ownership_signers' })
export class OwnershipSignerEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'contract_id', type: 'integer' })
  contractId: number;

  @Column({ type: 'varchar', length: 42 })
  address: `0x${string}`;

  @Column({ type: 'varchar', length: 16 })
  status: SignerStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity({ name: 'ownership_proofs' })
export class OwnershipProofEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'submission_id', type: 'integer' })
  submissionId: number;

  @Column({ name: 'contract_id', type: 'integer', nullable: true })
  contractId: number | null;

  @Column({ type: 'varchar', length: 16 })
  method: ProofMethod;

  @Column({ type: 'varchar', length: 16 })
  status: ProofStatus;

  @Column({ type: 'boolean', default: false })
  checking: boolean;

  @Column({ type: 'jsonb' })
  evidence: ProofEvidence;

  @Column({ name: 'checked_at', type: 'timestamptz' })
  checkedAt: Date;

  @Column({ name: 'lapsed_at', type: 'timestamptz', nullable: true })
  lapsedAt: Date | null;
}

@Entity({ name: 'ownership_tokens' })
export class OwnershipTokenEntity {
  @PrimaryColumn({ name: 'submission_id', type: 'integer' })
  submissionId: number;

  @Column({ type: 'varchar', length: 64 })
  token: string;
}
