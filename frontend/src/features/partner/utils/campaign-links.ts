import type { Campaign } from '../../../lib/api-types';

/** Links go into draft or active campaigns; a completed one stays listed only for the link already in it. */
export function linkableCampaigns<Item extends Pick<Campaign, 'id' | 'status'>>(
  campaigns: readonly Item[],
  currentId: number | null = null,
): Item[] {
  return campaigns.filter((campaign) => campaign.status !== 'completed' || campaign.id === currentId);
}

export function campaignName(campaigns: readonly Pick<Campaign, 'id' | 'name'>[], id: number | null): string | null {
  if (id === null) return null;
  return campaigns.find((campaign) => campaign.id === id)?.name ?? null;
}
