import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { Campaign, Referral } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useMoveReferral } from '../api/use-referrals';
import { campaignName, linkableCampaigns } from '../utils/campaign-links';

const NONE = 'none';

/** Shows the link's campaign and moves it to another one, or out of any. */
export function ReferralCampaignSelect({
  referral,
  campaigns,
}: {
  referral: Referral;
  campaigns: readonly Campaign[];
}) {
  const { moveReferral } = useMoveReferral();
  const toast = useToast();
  const [moving, setMoving] = useState(false);
  const current = referral.campaignId;
  const options = linkableCampaigns(campaigns, current);
  // A campaign deleted meanwhile is not in the list; the link then shows as in none until it re-fetches.
  const value = current !== null && options.some((campaign) => campaign.id === current) ? String(current) : NONE;

  const move = async (next: string) => {
    const campaignId = next === NONE ? null : Number(next);
    if (campaignId === current || moving) return;
    setMoving(true);
    try {
      await moveReferral({ id: referral.id, campaignId });
      const name = campaignName(campaigns, campaignId);
      toast({
        title: 'Success',
        description: name
          ? `${referral.referralCode} moved to ${name}`
          : `${referral.referralCode} is in no campaign now`,
        variant: 'success',
      });
    } catch (failure) {
      toast({
        title: 'Error',
        description: mutationErrorMessage(failure, 'Failed to move the link'),
        variant: 'error',
      });
    } finally {
      setMoving(false);
    }
  };

  return (
    <TextField
      select
      size="small"
      label="Campaign"
      value={value}
      disabled={moving}
      onChange={(event) => void move(event.target.value)}
      sx={{ minWidth: 160, maxWidth: 240, width: '100%' }}
    >
      <MenuItem value={NONE}>No campaign</MenuItem>
      {options.map((campaign) => (
        <MenuItem key={campaign.id} value={String(campaign.id)}>
          {campaign.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
