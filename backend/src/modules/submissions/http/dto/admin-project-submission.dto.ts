import { ApiProperty } from '@nestjs/swagger';
import { ClaimHolderDto } from '../../../../common/http/review-state.dto';
import type { AdminProjectSubmission } from '../../application/list-all-project-submissions.use-case';
import { ProjectSubmissionDto } from './project-submission.dto';

/** A submission in the admins' list: while pending, also its review target, lateness and claim. */
export class AdminProjectSubmissionDto extends ProjectSubmissionDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 72,
    description: "While pending: the listing type's target review time in hours",
  })
  reviewTargetHours: number | null;

  @ApiProperty({ description: 'Pending for longer than its target, as of this answer' })
  overdue: boolean;

  @ApiProperty({
    type: ClaimHolderDto,
    nullable: true,
    description: 'While pending: the admin reviewing it now, or null',
  })
  claimedBy: ClaimHolderDto | null;

  static fromAdmin(submission: AdminProjectSubmission): AdminProjectSubmissionDto {
    return {
      ...ProjectSubmissionDto.from(submission),
      reviewTargetHours: submission.reviewTargetHours ?? null,
      overdue: submission.overdue ?? false,
      claimedBy: submission.claimedBy ?? null,
    };
  }
}
