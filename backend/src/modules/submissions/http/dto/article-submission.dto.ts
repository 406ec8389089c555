import { ApiProperty } from '@nestjs/swagger';
import { SUBMISSION_STATUSES, type ArticleSubmission, type SubmissionStatus } from '../../domain/article-submission';

export class ArticleSubmissionDto {
  @ApiProperty({ example: 7 })
  id: number;

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

  @ApiProperty()
  createdAt: Date;

  static from(submission: ArticleSubmission): ArticleSubmissionDto {
    const { partnerId: _partnerId, ...fields } = submission;
    return fields;
  }
}
