import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ProjectCategory, ProjectVerificationStatus } from '../domain/project';

@Entity({ name: 'projects' })
export class ProjectEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'varchar', length: 64 })
  slug: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 32 })
  category: ProjectCategory;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  logo: string | null;

  @Column({ name: 'verification_status', type: 'varchar', length: 16 })
  verificationStatus: ProjectVerificationStatus;

  @Column({ type: 'boolean' })
  listed: boolean;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
