import { ApiProperty } from '@nestjs/swagger';
import {
  LISTING_TYPES,
  PAYMENT_STATUSES,
  PROJECT_SUBMISSION_STATUSES,
  SUBMISSION_CATEGORIES,
  type ListingType,
  type PaymentStatus,
  type ProjectSubmission,
  type ProjectSubmissionStatus,
  type SubmissionCategory,
} from '../../domain/project-submission';

export class ProjectSubmissionDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Nebula Swap' })
  projectName: string;

  @ApiProperty({ enum: SUBMISSION_CATEGORIES })
  category: SubmissionCategory;

  @ApiProperty({ example: 'A cross-chain DEX aggregator.' })
  description: string;

  @ApiProperty({ type: String, format: 'uri' })
  website: string | null;

  @ApiProperty({ type: String, format: 'uri' })
  logo: string | null;

  @ApiProperty({ type: String })
  twitter: string | null;

  @ApiProperty({ type: String })
  telegram: string | null;

  @ApiProperty({ enum: LISTING_TYPES })
  listingType: ListingType;

  @ApiProperty({ enum: PAYMENT_STATUSES, description: "'completed' for free listings, 'pending' otherwise" })
  paymentStatus: PaymentStatus;

  @ApiProperty({ enum: PROJECT_SUBMISSION_STATUSES })
  verificationStatus: ProjectSubmissionStatus;

  @ApiProperty({ type: String, description: "The reviewing admin's notes" })
  adminNotes: string | null;

  @ApiProperty({ type: Number, description: 'Directory project created on approval' })
  projectId: number | null;

  @ApiProperty()
  createdAt: Date;

  static from(submission: ProjectSubmission): ProjectSubmissionDto {
    const { userId: _userId, ...fields } = submission;
    return fields;
  }
}
