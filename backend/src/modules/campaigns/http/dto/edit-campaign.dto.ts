import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, ValidateIf } from 'class-validator';
import { Trim } from '../../../../common/http/trim.transform';
import { CAMPAIGN_LIMITS } from '../../domain/campaign';
import {
  CampaignBudget,
  CampaignDate,
  CampaignDescription,
  CampaignName,
  CampaignTargetMetrics,
} from './campaign-fields';

/** A field left out stays as it is; null is refused except for the dates, where it clears them. */
const Given = () => ValidateIf((_object, value) => value !== undefined);

export class EditCampaignDto {
  @CampaignName()
  @Trim()
  @Given()
  name?: string;

  @CampaignDescription()
  @Trim()
  @Given()
  description?: string;

  @ApiProperty({ example: 25000, minimum: 0, maximum: CAMPAIGN_LIMITS.budget })
  @Given()
  @CampaignBudget()
  budget?: number;

  @ApiProperty({ example: '2026-07-01', format: 'date', type: String, description: 'null clears the date' })
  @IsOptional()
  @CampaignDate('Start date')
  startDate?: string | null;

  @ApiProperty({ example: '2026-09-30', format: 'date', type: String, description: 'null clears the date' })
  @IsOptional()
  @CampaignDate('End date')
  endDate?: string | null;

  @CampaignTargetMetrics()
  @Trim()
  @Given()
  targetMetrics?: string;
}
