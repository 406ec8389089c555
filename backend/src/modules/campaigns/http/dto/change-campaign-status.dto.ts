import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../domain/campaign';

export class ChangeCampaignStatusDto {
  @ApiProperty({ enum: CAMPAIGN_STATUSES, description: 'draft → active → completed only' })
  @IsIn(CAMPAIGN_STATUSES, { message: `Status must be one of ${CAMPAIGN_STATUSES.join(', ')}` })
  status: CampaignStatus;
}
