import { ApiProperty } from '@nestjs/swagger';
import type { CampaignStats } from '../../application/campaign-link-stats';
import { CAMPAIGN_STATUSES, type Campaign, type CampaignStatus } from '../../domain/campaign';

export class CampaignStatsDto {
  @ApiProperty({ example: 120, description: "Counted clicks of the campaign's referral links, all time" })
  clicks: number;

  @ApiProperty({ example: 6, description: "Counted conversions of the campaign's referral links, all time" })
  conversions: number;

  @ApiProperty({
    example: 0.05,
    type: Number,
    nullable: true,
    description: 'conversions / clicks; null without clicks',
  })
  conversionRate: number | null;
}

const NO_STATS: CampaignStats = { clicks: 0, conversions: 0, conversionRate: null };

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

  @ApiProperty({ type: CampaignStatsDto })
  stats: CampaignStatsDto;

  static from(campaign: Campaign, stats: CampaignStats = NO_STATS): CampaignDto {
    const { partnerId: _partnerId, ...fields } = campaign;
    return { ...fields, stats };
  }
}
