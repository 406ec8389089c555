import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';

@Entity({ name: 'decision_note_templates' })
export class NoteTemplateEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'varchar', length: 80 })
  label: string;

  @Column({ name: 'reason_code', type: 'varchar', length: 32, nullable: true })
  reasonCode: ReasonCode | null;

  @Column({ type: 'varchar', length: 1000 })
  body: string;

  @Column({ name: 'created_by', type: 'integer', nullable: true })
  createdBy: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
