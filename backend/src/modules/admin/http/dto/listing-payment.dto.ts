import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601, IsNotEmpty, IsNumber, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../../../common/http/trim.transform';
import { LISTING_PAYMENT_LIMITS } from '../../../submissions/domain/listing-payment';
import type { RecordedPayment } from '../../application/record-payment.use-case';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_AMOUNT = LISTING_PAYMENT_LIMITS.maxAmountCents / 100;

export class RecordPaymentDto {
  @ApiProperty({ example: 500, minimum: 0.01, maximum: MAX_AMOUNT, description: 'US dollars, at most two decimals' })
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    { message: 'Amount must be a number with at most two decimals' },
  )
  @Min(0.01, { message: 'Amount must be positive' })
  @Max(MAX_AMOUNT, { message: `Amount must be at most ${MAX_AMOUNT}` })
  amount: number;

  @ApiProperty({
    example: 'INV-2026-0042',
    maxLength: LISTING_PAYMENT_LIMITS.reference,
    description: 'Invoice or transfer reference',
  })
  @Trim()
  @IsString({ message: 'Reference must be a string' })
  @IsNotEmpty({ message: 'Reference is required' })
  @MaxLength(LISTING_PAYMENT_LIMITS.reference, {
    message: `Reference must be at most ${LISTING_PAYMENT_LIMITS.reference} characters`,
  })
  reference: string;

  @ApiProperty({
    example: '2026-03-01',
    format: 'date',
    type: String,
    description: 'The day it was paid; not in the future',
  })
  @IsString({ message: 'Payment date must be a date (YYYY-MM-DD)' })
  @Matches(ISO_DATE, { message: 'Payment date must be a date (YYYY-MM-DD)' })
  @IsISO8601({ strict: true }, { message: 'Payment date must be a valid date' })
  paidOn: string;
}

export class ListingPaymentDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 500 }) amount: number;
  @ApiProperty({ enum: ['USD'] }) currency: 'USD';
  @ApiProperty() reference: string;
  @ApiProperty({ format: 'date', type: String }) paidOn: string;
  @ApiProperty() recordedAt: Date;
}

export class RecordedPaymentDto {
  @ApiProperty() submissionId: number;
  @ApiProperty({ enum: ['completed'] }) paymentStatus: 'completed';
  @ApiProperty({ type: ListingPaymentDto }) payment: ListingPaymentDto;
  @ApiProperty({ description: 'Whether this payment made the listed project Featured' }) featured: boolean;

  static from(recorded: RecordedPayment): RecordedPaymentDto {
    const { id, amountCents, currency, reference, paidOn, recordedAt } = recorded.payment;
    return {
      submissionId: recorded.submissionId,
      paymentStatus: recorded.paymentStatus,
      payment: { id, amount: amountCents / 100, currency, reference, paidOn, recordedAt },
      featured: recorded.featured,
    };
  }
}
