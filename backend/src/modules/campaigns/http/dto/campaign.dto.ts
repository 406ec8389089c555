import { ApiProperty } from '@nestjs/swagger';
import { CAMPAIGN_STATUSES, type Campaign, type CampaignStatus } from '../../domain/campaign';

export class CampaignDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'Q3 KYC signup drive' })
  name: string;

  @ApiProperty({ example: 'Verified signups in Southeast Asia' })
  description: string;

  @ApiProperty({ example: 25000 })
  budget: number;

  @ApiProperty({ enum: CAMPAIGN_STATUSES })
  status: CampaignStatus;

  @ApiProperty({ example: '2026-07-01', format: 'date', type: String })
  startDate: string | null;

  @ApiProperty({ example: null, format: 'date', type: String })
  endDate: string | null;

  @ApiProperty({ example: '5,000 KYC signups' })
  targetMetrics: string;

  @ApiProperty()
  createdAt: Date;

  static from(campaign: Campaign): CampaignDto {
    const { partnerId: _partnerId, ...fields } = campaign;
    return fields;
  }
}
