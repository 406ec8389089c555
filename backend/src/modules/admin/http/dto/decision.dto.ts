import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimToUndefined } from '../../../../common/http/trim.transform';
import { REASON_CODES, type ReasonCode } from '../../../../kernel/lifecycle/reason-code';
import { ADMIN_NOTES_MAX_LENGTH } from '../../domain/moderation';

const REASON_CODE_HELP =
  'Only when rejecting (`other` if omitted); refused when approving. needs_more_detail, cannot_verify and other ' +
  'let the owner resubmit at once, not_a_fit after 30 days, duplicate never.';
const REASON_CODE_MESSAGE = `reasonCode must be one of ${REASON_CODES.join(', ')}`;

abstract class WithNotes {
  @ApiPropertyOptional({ example: 'Looks legitimate; KYC documents checked.', maxLength: ADMIN_NOTES_MAX_LENGTH })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'Admin notes must be a string' })
  @MaxLength(ADMIN_NOTES_MAX_LENGTH, { message: `Admin notes must be at most ${ADMIN_NOTES_MAX_LENGTH} characters` })
  adminNotes?: string;
}

export class ApprovePartnerDto extends WithNotes {
  @ApiProperty({ description: 'true approves (owner becomes a partner), false rejects' })
  @IsBoolean({ message: 'approved must be true or false' })
  approved: boolean;

  @ApiPropertyOptional({ enum: REASON_CODES, description: REASON_CODE_HELP })
  @IsOptional()
  @IsIn(REASON_CODES, { message: REASON_CODE_MESSAGE })
  reasonCode?: ReasonCode;
}

export class VerifyProjectDto extends WithNotes {
  @ApiProperty({ description: 'true verifies (Verified badge), false rejects' })
  @IsBoolean({ message: 'verified must be true or false' })
  verified: boolean;
}

export class PublishArticleDto extends WithNotes {
  @ApiProperty({ description: 'true publishes (status approved), false rejects' })
  @IsBoolean({ message: 'published must be true or false' })
  published: boolean;

  @ApiPropertyOptional({ enum: REASON_CODES, description: REASON_CODE_HELP })
  @IsOptional()
  @IsIn(REASON_CODES, { message: REASON_CODE_MESSAGE })
  reasonCode?: ReasonCode;
}

export class DecideProjectSubmissionDto extends WithNotes {
  @ApiProperty({ enum: ['approved', 'rejected'] })
  @IsIn(['approved', 'rejected'], { message: 'verificationStatus must be approved or rejected' })
  verificationStatus: 'approved' | 'rejected';

  @ApiPropertyOptional({
    description:
      'Approve a featured or verified listing whose payment is not recorded yet; needs `adminNotes`. Without it such ' +
      'an approval is a 409. Refused (400) when rejecting.',
  })
  @IsOptional()
  @IsBoolean({ message: 'overridePayment must be true or false' })
  overridePayment?: boolean;

  @ApiPropertyOptional({ enum: REASON_CODES, description: REASON_CODE_HELP })
  @IsOptional()
  @IsIn(REASON_CODES, { message: REASON_CODE_MESSAGE })
  reasonCode?: ReasonCode;
}
