import { ApiProperty } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsOptional,
  Matches,
  Max,
  Min,
  Validate,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { QueryInteger } from '../../../../common/http/query-integer.transform';
import { STATS_INTERVALS, type StatsInterval } from '../../domain/referral-stats';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

@ValidatorConstraint({ name: 'statsDay' })
class StatsDay implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false;
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }

  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a date as YYYY-MM-DD`;
  }
}

export class ReferralStatsQueryDto {
  @ApiProperty({
    required: false,
    format: 'date',
    example: '2026-06-01',
    description: 'First UTC day; default 29 days before `to`.',
  })
  @IsOptional()
  @Validate(StatsDay)
  @Matches(DAY_PATTERN, { message: 'from must be a date as YYYY-MM-DD' })
  from?: string;

  @ApiProperty({
    required: false,
    format: 'date',
    example: '2026-06-30',
    description: 'Last UTC day; default today. At most 366 days from `from`.',
  })
  @IsOptional()
  @Validate(StatsDay)
  @Matches(DAY_PATTERN, { message: 'to must be a date as YYYY-MM-DD' })
  to?: string;

  @ApiProperty({ required: false, example: 3, description: "Only this one of the caller's referral links." })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'referralId must be a positive integer' })
  @Min(1, { message: 'referralId must be a positive integer' })
  @Max(2_147_483_647, { message: 'referralId must be a positive integer' })
  referralId?: number;

  @ApiProperty({ required: false, example: 4, description: "Only the links of this one of the caller's campaigns." })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'campaignId must be a positive integer' })
  @Min(1, { message: 'campaignId must be a positive integer' })
  @Max(2_147_483_647, { message: 'campaignId must be a positive integer' })
  campaignId?: number;

  @ApiProperty({ required: false, enum: STATS_INTERVALS, default: 'day' })
  @IsOptional()
  @IsIn(STATS_INTERVALS, { message: `interval must be one of ${STATS_INTERVALS.join(', ')}` })
  interval?: StatsInterval;
}
