import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsISO8601, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { stacked } from '../../../../common/http/stacked.decorator';
import { CAMPAIGN_LIMITS } from '../../domain/campaign';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The checks of a campaign's fields, the same when it is created and edited; each DTO puts
 * above them when a field is checked at all (left out on create: the default; on edit: unchanged)
 * and how it is trimmed.
 */

export const CampaignName = () =>
  stacked(
    ApiProperty({ example: 'Q3 KYC signup drive', maxLength: CAMPAIGN_LIMITS.name }),
    IsString({ message: 'Name must be a string' }),
    IsNotEmpty({ message: 'Name is required' }),
    MaxLength(CAMPAIGN_LIMITS.name, { message: `Name must be at most ${CAMPAIGN_LIMITS.name} characters` }),
  );

export const CampaignDescription = () =>
  stacked(
    ApiProperty({ example: 'Verified signups in Southeast Asia', maxLength: CAMPAIGN_LIMITS.description }),
    IsString({ message: 'Description must be a string' }),
    MaxLength(CAMPAIGN_LIMITS.description, {
      message: `Description must be at most ${CAMPAIGN_LIMITS.description} characters`,
    }),
  );

export const CampaignBudget = () =>
  stacked(
    IsInt({ message: 'Budget must be a whole number' }),
    Min(0, { message: 'Budget must not be negative' }),
    Max(CAMPAIGN_LIMITS.budget, { message: `Budget must be at most ${CAMPAIGN_LIMITS.budget}` }),
  );

/** A day, YYYY-MM-DD. */
export const CampaignDate = (label: 'Start date' | 'End date') =>
  stacked(
    Matches(ISO_DATE, { message: `${label} must be a date (YYYY-MM-DD)` }),
    IsISO8601({ strict: true }, { message: `${label} must be a valid date` }),
  );

export const CampaignTargetMetrics = () =>
  stacked(
    ApiProperty({ example: '5,000 KYC signups, 1,200 first trades', maxLength: CAMPAIGN_LIMITS.targetMetrics }),
    IsString({ message: 'Target metrics must be a string' }),
    MaxLength(CAMPAIGN_LIMITS.targetMetrics, {
      message: `Target metrics must be at most ${CAMPAIGN_LIMITS.targetMetrics} characters`,
    }),
  );
