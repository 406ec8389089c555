import { ApiProperty } from '@nestjs/swagger';
import {
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { Trim } from '../../../../common/http/trim.transform';
import { CAMPAIGN_LIMITS } from '../../domain/campaign';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A field left out stays as it is; null is refused except for the dates, where it clears them. */
const Given = () => ValidateIf((_object, value) => value !== undefined);

export class EditCampaignDto {
  @ApiProperty({ example: 'Q3 KYC signup drive', maxLength: CAMPAIGN_LIMITS.name })
  @Trim()
  @Given()
  @IsString({ message: 'Name must be a string' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(CAMPAIGN_LIMITS.name, { message: `Name must be at most ${CAMPAIGN_LIMITS.name} characters` })
  name?: string;

  @ApiProperty({ example: 'Verified signups in Southeast Asia', maxLength: CAMPAIGN_LIMITS.description })
  @Trim()
  @Given()
  @IsString({ message: 'Description must be a string' })
  @MaxLength(CAMPAIGN_LIMITS.description, {
    message: `Description must be at most ${CAMPAIGN_LIMITS.description} characters`,
  })
  description?: string;

  @ApiProperty({ example: 25000, minimum: 0, maximum: CAMPAIGN_LIMITS.budget })
  @Given()
  @IsInt({ message: 'Budget must be a whole number' })
  @Min(0, { message: 'Budget must not be negative' })
  @Max(CAMPAIGN_LIMITS.budget, { message: `Budget must be at most ${CAMPAIGN_LIMITS.budget}` })
  budget?: number;

  @ApiProperty({ example: '2026-07-01', format: 'date', type: String, description: 'null clears the date' })
  @IsOptional()
  @Matches(ISO_DATE, { message: 'Start date must be a date (YYYY-MM-DD)' })
  @IsISO8601({ strict: true }, { message: 'Start date must be a valid date' })
  startDate?: string | null;

  @ApiProperty({ example: '2026-09-30', format: 'date', type: String, description: 'null clears the date' })
  @IsOptional()
  @Matches(ISO_DATE, { message: 'End date must be a date (YYYY-MM-DD)' })
  @IsISO8601({ strict: true }, { message: 'End date must be a valid date' })
  endDate?: string | null;

  @ApiProperty({ example: '5,000 KYC signups, 1,200 first trades', maxLength: CAMPAIGN_LIMITS.targetMetrics })
  @Trim()
  @Given()
  @IsString({ message: 'Target metrics must be a string' })
  @MaxLength(CAMPAIGN_LIMITS.targetMetrics, {
    message: `Target metrics must be at most ${CAMPAIGN_LIMITS.targetMetrics} characters`,
  })
  targetMetrics?: string;
}
