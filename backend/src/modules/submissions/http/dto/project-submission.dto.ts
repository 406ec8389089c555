import { ApiProperty } from '@nestjs/swagger';
import {
  ApiDecidedAt,
  ApiReasonLabel,
  ApiRejectionReasonCode,
  ApiRequestId,
  ApiResubmission,
  decisionFieldsOf,
} from '../../../../common/http/owned-item-fields';
import type { ResubmissionDto } from '../../../../common/http/resubmission.dto';
import type { ReasonCode } from '../../../../kernel/lifecycle/reason-code';
import { requestIdOf } from '../../../../kernel/lifecycle/request-id';
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

  @ApiRequestId('PS-2611-0012')
  requestId: string;

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

  @ApiRejectionReasonCode()
  reasonCode: ReasonCode | null;

  @ApiReasonLabel()
  reasonLabel: string | null;

  @ApiResubmission('Whether and when a rejected submission may be resubmitted; null unless rejected')
  resubmission: ResubmissionDto | null;

  @ApiProperty({ type: Number, description: 'Directory project created on approval' })
  projectId: number | null;

  @ApiProperty()
  createdAt: Date;

  @ApiDecidedAt()
  decidedAt: Date | null;

  static from(submission: ProjectSubmission): ProjectSubmissionDto {
    return {
      id: submission.id,
      requestId: requestIdOf('project-submission', submission.id, submission.createdAt),
      projectName: submission.projectName,
      category: submission.category,
      description: submission.description,
      website: submission.website,
      logo: submission.logo,
      twitter: submission.twitter,
      telegram: submission.telegram,
      listingType: submission.listingType,
      paymentStatus: submission.paymentStatus,
      verificationStatus: submission.verificationStatus,
      adminNotes: submission.adminNotes,
      ...decisionFieldsOf({ ...submission, status: submission.verificationStatus }),
      projectId: submission.projectId,
      createdAt: submission.createdAt,
      decidedAt: submission.decidedAt ?? null,
    };
  }
}
