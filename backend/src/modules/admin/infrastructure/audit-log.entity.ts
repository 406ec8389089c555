import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, AuditEntry, AuditValues } from '../domain/moderation';

@Entity({ name: 'audit_log' })
export class AuditLogEntity {
  /** bigint: the driver answers it as a string. */
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ name: 'admin_id', type: 'integer', nullable: true })
  adminId: number | null;

  @Column({ name: 'admin_username', type: 'varchar', length: 50 })
  adminUsername: string;

  @Column({ type: 'varchar', length: 48 })
  action: AuditAction;

  @Column({ name: 'target_type', type: 'varchar', length: 32 })
  targetType: AuditEntry['targetType'];

  @Column({ name: 'target_id', type: 'integer' })
  targetId: number;

  @Column({ name: 'target_label', type: 'varchar', length: 200 })
  targetLabel: string;

  @Column({ type: 'varchar', length: 16 })
  outcome: string;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'jsonb', nullable: true })
  before: AuditValues | null;

  @Column({ type: 'jsonb', nullable: true })
  after: AuditValues | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
