import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { TrimToUndefined } from '../../../../common/http/trim.transform';
import { REASON_CODES, type ReasonCode } from '../../../../kernel/lifecycle/reason-code';
import { BULK_DECISION_MAX_ITEMS, MODERATION_TARGETS, type ModerationTarget } from '../../domain/bulk-decision';
import { ADMIN_NOTES_MAX_LENGTH } from '../../domain/moderation';
import { RecordPaymentDto } from './listing-payment.dto';

const MAX_ID = 2_147_483_647;

/** 1 to 100 distinct item ids, answered in this order. */
const BulkIds = (description: string) =>
  applyDecorators(
    ApiProperty({
      type: [Number],
      minItems: 1,
      maxItems: BULK_DECISION_MAX_ITEMS,
      uniqueItems: true,
      example: [12, 15, 17],
      description,
    }),
    IsArray({ message: 'ids must be a list of item ids' }),
    ArrayMinSize(1, { message: 'ids must name at least one item' }),
    ArrayMaxSize(BULK_DECISION_MAX_ITEMS, { message: `ids must name at most ${BULK_DECISION_MAX_ITEMS} items` }),
    ArrayUnique({ message: 'ids must not repeat an item' }),
    IsInt({ each: true, message: 'each id must be a whole number' }),
    Min(1, { each: true, message: 'each id must be at least 1' }),
    Max(MAX_ID, { each: true, message: `each id must be at most ${MAX_ID}` }),
  );

export class BulkDecisionDto {
  @ApiProperty({ enum: MODERATION_TARGETS, description: 'Which queue the ids belong to' })
  @IsIn(MODERATION_TARGETS, { message: `kind must be one of ${MODERATION_TARGETS.join(', ')}` })
  kind: ModerationTarget;

  @BulkIds('The items to decide, each once; results come back in this order.')
  ids: number[];

  @ApiProperty({ enum: ['approve', 'reject'] })
  @IsIn(['approve', 'reject'], { message: 'decision must be approve or reject' })
  decision: 'approve' | 'reject';

  @ApiPropertyOptional({
    maxLength: ADMIN_NOTES_MAX_LENGTH,
    description: 'One note for every item, shown to each owner.',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'notes must be a string' })
  @MaxLength(ADMIN_NOTES_MAX_LENGTH, { message: `notes must be at most ${ADMIN_NOTES_MAX_LENGTH} characters` })
  notes?: string;

  @ApiPropertyOptional({
    enum: REASON_CODES,
    description: 'Rejections of articles and project submissions only (`other` if omitted); refused when approving.',
  })
  @IsOptional()
  @IsIn(REASON_CODES, { message: `reasonCode must be one of ${REASON_CODES.join(', ')}` })
  reasonCode?: ReasonCode;

  @ApiPropertyOptional({
    description:
      'Approving project submissions only: approve featured and verified listings whose payment is not recorded yet, as ' +
      '`overridePayment` on the single decision does; needs `notes`. Without it such a listing is reported with 409.',
  })
  @IsOptional()
  @IsBoolean({ message: 'overridePayment must be true or false' })
  overridePayment?: boolean;
}

/** The same payment recorded for each listing named. */
export class BulkPaymentDto extends RecordPaymentDto {
  @BulkIds(
    'The project submissions (featured or verified listings) to record the payment for, each once; results come back in this order.',
  )
  ids: number[];
}

export class BulkPaymentResultDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: "Whether this listing's payment was recorded by this request" }) ok: boolean;
  @ApiProperty({ required: false, enum: ['completed'], description: "When ok: the listing's payment status" })
  outcome?: 'completed';
  @ApiProperty({ required: false, description: 'When ok: whether this payment made the listed project Featured' })
  featured?: boolean;
  @ApiProperty({
    required: false,
    enum: [404, 409],
    description: 'When not ok: 404 unknown submission, 409 a free listing or a payment already recorded',
  })
  status?: 404 | 409;
  @ApiProperty({ required: false, description: 'When not ok: why, in the words of the single recording' })
  error?: string;
}

export class BulkDecisionResultDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Whether this item was decided by this request' }) ok: boolean;
  @ApiProperty({
    required: false,
    description: "The item's new state when ok: approved, rejected or verified",
    example: 'rejected',
  })
  outcome?: string;
  @ApiProperty({
    required: false,
    enum: [404, 409],
    description: 'When not ok: 404 unknown item, 409 no longer pending',
  })
  status?: 404 | 409;
  @ApiProperty({ required: false, description: 'When not ok: why, in the words of the single decision' })
  error?: string;
}
