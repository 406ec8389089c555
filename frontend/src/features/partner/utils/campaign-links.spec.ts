import { describe, expect, it } from 'vitest';
import { campaignName, linkableCampaigns } from './campaign-links';

const campaigns = [
  { id: 1, name: 'Draft drive', status: 'draft' as const },
  { id: 2, name: 'Live push', status: 'active' as const },
  { id: 3, name: 'Old launch', status: 'completed' as const },
];

describe('linkableCampaigns', () => {
  it('offers draft and active campaigns for a new or moved link', () => {
    expect(linkableCampaigns(campaigns).map((campaign) => campaign.id)).toEqual([1, 2]);
  });

  it('keeps a completed campaign for the link already in it', () => {
    expect(linkableCampaigns(campaigns, 3).map((campaign) => campaign.id)).toEqual([1, 2, 3]);
  });
});

describe('campaignName', () => {
  it('names the campaign, or nothing for no campaign or one not in the list', () => {
    expect(campaignName(campaigns, 2)).toBe('Live push');
    expect(campaignName(campaigns, null)).toBeNull();
    expect(campaignName(campaigns, 99)).toBeNull();
  });
});
