import { Injectable } from '@nestjs/common';

/** What a campaign's referral links did, all time. */
export interface CampaignStats {
  clicks: number;
  conversions: number;
  /** Conversions per counted click; null without counted clicks. */
  conversionRate: number | null;
}

export abstract class CampaignLinkStatsReader {
  /** Counted clicks and conversions per campaign; campaigns without links may be left out. */
  abstract totalsOf(campaignIds: readonly number[]): Promise<Map<number, { clicks: number; conversions: number }>>;
}

/**
 * The stats of campaigns' links. The referrals module owns the links and provides the reader (in
 * its onModuleInit), so campaigns depend on no referral code; without a reader every campaign is at zero.
 */
@Injectable()
export class CampaignLinkStats {
  private reader: CampaignLinkStatsReader | null = null;

  provide(reader: CampaignLinkStatsReader): void {
    this.reader = reader;
  }

  async of(campaignIds: readonly number[]): Promise<Map<number, CampaignStats>> {
    const totals =
      this.reader && campaignIds.length > 0
        ? await this.reader.totalsOf(campaignIds)
        : new Map<number, { clicks: number; conversions: number }>();
    return new Map(
      campaignIds.map((id) => {
        const { clicks, conversions } = totals.get(id) ?? { clicks: 0, conversions: 0 };
        return [id, { clicks, conversions, conversionRate: clicks === 0 ? null : conversions / clicks }];
      }),
    );
  }
}
