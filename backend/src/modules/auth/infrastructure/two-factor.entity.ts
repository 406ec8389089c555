import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'user_two_factor' })
export class UserTwoFactorEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  /** Encrypted (see AesGcmSecretCipher). */
  @Column({ type: 'text', nullable: true })
  secret: string | null;

  @Column({ name: 'pending_secret', type: 'text', nullable: true })
  pendingSecret: string | null;

  @Column({ name: 'enabled_at', type: 'timestamptz', nullable: true })
  enabledAt: Date | null;

  @Column({ name: 'last_used_step', type: 'bigint', nullable: true })
  lastUsedStep: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

@Entity({ name: 'two_factor_recovery_codes' })
export class RecoveryCodeEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', type: 'bigint' })
  id: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'code_hash', type: 'char', length: 64 })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
