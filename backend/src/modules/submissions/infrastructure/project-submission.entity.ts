import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import type {
  ListingType,
  PaymentStatus,
  ProjectSubmissionStatus,
  SubmissionCategory,
} from '../domain/project-submission';

@Entity({ name: 'project_submissions' })
export class ProjectSubmissionEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'project_name', type: 'varchar', length: 100 })
  projectName: string;

  @Column({ type: 'varchar', length: 32 })
  category: SubmissionCategory;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  logo: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  twitter: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  telegram: string | null;

  @Column({ name: 'listing_type', type: 'varchar', length: 16 })
  listingType: ListingType;

  @Column({ name: 'payment_status', type: 'varchar', length: 16 })
  paymentStatus: PaymentStatus;

  @Column({ name: 'verification_status', type: 'varchar', length: 16 })
  verificationStatus: ProjectSubmissionStatus;

  @Column({ name: 'admin_notes', type: 'text', nullable: true })
  adminNotes: string | null;

  @Column({ name: 'reason_code', type: 'varchar', length: 32, nullable: true })
  reasonCode: ReasonCode | null;

  @Column({ name: 'project_id', type: 'integer', nullable: true })
  projectId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decided_by', type: 'integer', nullable: true, select: false })
  decidedBy: number | null;
}
