import { ApiProperty } from '@nestjs/swagger';
import { ResubmissionDto } from '../../../../common/http/resubmission.dto';
import { resubmissionOf } from '../../../../kernel/lifecycle/owner-transitions';
import { REASON_CODES, reasonLabel, type ReasonCode } from '../../../../kernel/lifecycle/reason-code';
import { requestIdOf } from '../../../../kernel/lifecycle/request-id';
import { SUBMISSION_STATUSES, type ArticleSubmission, type SubmissionStatus } from '../../domain/article-submission';

export class ArticleSubmissionDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({
    example: 'AS-2611-0007',
    description: 'The ID to quote: AS, the year and month of creation (YYMM), the id zero-padded to 4 digits',
  })
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

  @ApiProperty({ type: String, enum: REASON_CODES, nullable: true, description: 'Why it was rejected' })
  reasonCode: ReasonCode | null;

  @ApiProperty({ type: String, nullable: true, example: 'Needs more detail' })
  reasonLabel: string | null;

  @ApiProperty({
    type: ResubmissionDto,
    nullable: true,
    description: 'Whether and when a rejected article may be resubmitted; null unless rejected',
  })
  resubmission: ResubmissionDto | null;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty({ type: Date, nullable: true, description: 'When it was last decided' })
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
      reasonCode: submission.reasonCode,
      reasonLabel: submission.reasonCode ? reasonLabel(submission.reasonCode) : null,
      resubmission: resubmissionOf({
        status: submission.status,
        reasonCode: submission.reasonCode,
        decidedAt: submission.decidedAt,
      }),
      createdAt: submission.createdAt,
      decidedAt: submission.decidedAt ?? null,
    };
  }
}
