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
import { SUBMISSION_STATUSES, type ArticleSubmission, type SubmissionStatus } from '../../domain/article-submission';

export class ArticleSubmissionDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiRequestId('AS-2611-0007')
  requestId: string;

  @ApiProperty({ example: 'How KYC-verified users lift exchange retention' })
  title: string;

  @ApiProperty({ example: 'Trading' })
  category: string;

  @ApiProperty({ example: 'Three lessons from onboarding 50,000 verified traders.' })
  excerpt: string;

  @ApiProperty({ description: 'Sanitized HTML' })
  content: string;

  @ApiProperty({ type: String, format: 'uri' })
  imageUrl: string | null;

  @ApiProperty({ enum: SUBMISSION_STATUSES })
  status: SubmissionStatus;

  @ApiProperty({ type: String, description: "The reviewing admin's notes" })
  adminNotes: string | null;

  @ApiRejectionReasonCode()
  reasonCode: ReasonCode | null;

  @ApiReasonLabel()
  reasonLabel: string | null;

  @ApiResubmission('Whether and when a rejected article may be resubmitted; null unless rejected')
  resubmission: ResubmissionDto | null;

  @ApiProperty()
  createdAt: Date;

  @ApiDecidedAt()
  decidedAt: Date | null;

  static from(submission: ArticleSubmission): ArticleSubmissionDto {
    return {
      id: submission.id,
      requestId: requestIdOf('article-submission', submission.id, submission.createdAt),
      title: submission.title,
      category: submission.category,
      excerpt: submission.excerpt,
      content: submission.content,
      imageUrl: submission.imageUrl,
      status: submission.status,
      adminNotes: submission.adminNotes,
      ...decisionFieldsOf(submission),
      createdAt: submission.createdAt,
      decidedAt: submission.decidedAt ?? null,
    };
  }
}
