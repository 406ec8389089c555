import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { Trim, TrimToUndefined } from '../../../../common/http/trim.transform';
import { CAMPAIGN_LIMITS, CAMPAIGN_STATUSES, type CampaignStatus } from '../../domain/campaign';
import {
  CampaignBudget,
  CampaignDate,
  CampaignDescription,
  CampaignName,
  CampaignTargetMetrics,
} from './campaign-fields';

export class CreateCampaignDto {
  @CampaignName()
  @Trim()
  name: string;

  @CampaignDescription()
  @TrimToUndefined()
  @IsOptional()
  description?: string;

  @ApiProperty({ example: 25000, minimum: 0, maximum: CAMPAIGN_LIMITS.budget, default: 0 })
  @IsOptional()
  @CampaignBudget()
  budget?: number;

  @ApiProperty({ enum: CAMPAIGN_STATUSES, description: 'Ignored: new campaigns always start as draft' })
  @IsOptional()
  @IsIn(CAMPAIGN_STATUSES, { message: `status must be one of ${CAMPAIGN_STATUSES.join(', ')}` })
  status?: CampaignStatus;

  @ApiProperty({ example: '2026-07-01', format: 'date', type: String })
  @IsOptional()
  @CampaignDate('Start date')
  startDate?: string | null;

  @ApiProperty({ example: '2026-09-30', format: 'date', type: String })
  @IsOptional()
  @CampaignDate('End date')
  endDate?: string | null;

  @CampaignTargetMetrics()
  @TrimToUndefined()
  @IsOptional()
  targetMetrics?: string;
}
