import { ApiProperty } from '@nestjs/swagger';
import type { Referral } from '../../domain/referral';

export class ReferralDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'NOVA-X7K2P9' })
  referralCode: string;

  @ApiProperty({
    example: 12,
    description: 'Counted visits of /r/{code} (bots and repeat visits within an hour excluded)',
  })
  clicks: number;

  @ApiProperty({ example: 2, description: 'Accounts created within 30 days of their last click on this code' })
  conversions: number;

  @ApiProperty({ type: Number, nullable: true, example: null, description: 'The campaign the link belongs to, if any' })
  campaignId: number | null;

  @ApiProperty()
  createdAt: Date;

  static from(referral: Referral): ReferralDto {
    return {
      id: referral.id,
      referralCode: referral.code,
      clicks: referral.clicks,
      conversions: referral.conversions,
      campaignId: referral.campaignId,
      createdAt: referral.createdAt,
    };
  }
}
