import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength } from 'class-validator';
import { TrimToUndefined } from '../../../../common/http/trim.transform';
import { REVERSAL_REASON_MAX_LENGTH } from '../../domain/moderation';

export class ReversalRequestDto {
  @ApiProperty({
    example: 'Published by mistake: the figures are unverified.',
    minLength: 1,
    maxLength: REVERSAL_REASON_MAX_LENGTH,
    description: 'Why the decision is reversed; required, shown to the owner and written to the audit log.',
  })
  @TrimToUndefined()
  @IsDefined({ message: 'A reason is required' })
  @IsString({ message: 'reason must be a string' })
  @MaxLength(REVERSAL_REASON_MAX_LENGTH, { message: `reason must be at most ${REVERSAL_REASON_MAX_LENGTH} characters` })
  reason: string;
}

export class ReversalDto {
  @ApiProperty() id: number;
  @ApiProperty({
    enum: ['rejected', 'pending', 'revoked'],
    description: 'The state after the reversal (for a project, its verification status).',
  })
  status: 'rejected' | 'pending' | 'revoked';
  @ApiProperty({
    type: Number,
    description: 'The directory project that left the directory when an approval was reopened',
  })
  removedProjectId: number | null;
}
