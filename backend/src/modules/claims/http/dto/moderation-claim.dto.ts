import { ApiProperty } from '@nestjs/swagger';
import { Injectable, type PipeTransform } from '@nestjs/common';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { DomainError } from '../../../../common/errors/domain.error';
import { ClaimHolderDto } from '../../../../common/http/review-state.dto';
import { REVIEW_QUEUES, type ReviewQueue } from '../../../../kernel/lifecycle/review-target';

const MAX_ID = 2_147_483_647;
const KIND_MESSAGE = `kind must be one of ${REVIEW_QUEUES.join(', ')}`;

export class ClaimRequestDto {
  @ApiProperty({ enum: REVIEW_QUEUES, description: 'Which queue the item is in' })
  @IsIn(REVIEW_QUEUES, { message: KIND_MESSAGE })
  kind: ReviewQueue;

  @ApiProperty({ example: 12, minimum: 1, maximum: MAX_ID })
  @IsInt({ message: 'id must be a whole number' })
  @Min(1, { message: 'id must be at least 1' })
  @Max(MAX_ID, { message: `id must be at most ${MAX_ID}` })
  id: number;
}

export class ClaimDto extends ClaimHolderDto {
  @ApiProperty({ enum: REVIEW_QUEUES }) kind: ReviewQueue;
  @ApiProperty() id: number;
  @ApiProperty({ description: 'When the claim lapses unless renewed by claiming again' }) expiresAt: Date;
}

export class ReleasedClaimDto {
  @ApiProperty({ enum: REVIEW_QUEUES }) kind: ReviewQueue;
  @ApiProperty() id: number;
}

/** A queue name in the path; anything else is a 400. */
@Injectable()
export class ParseReviewQueuePipe implements PipeTransform<string, ReviewQueue> {
  transform(value: string): ReviewQueue {
    if (!(REVIEW_QUEUES as readonly string[]).includes(value)) throw new DomainError('VALIDATION_FAILED', KIND_MESSAGE);
    return value as ReviewQueue;
  }
}
