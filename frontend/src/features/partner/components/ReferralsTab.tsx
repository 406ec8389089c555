import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddLinkIcon from '@mui/icons-material/AddLink';
import { LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import type { PartnerProfile } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useCampaigns } from '../api/use-campaigns';
import { useCreateReferral, useReferrals } from '../api/use-referrals';
import { linkableCampaigns } from '../utils/campaign-links';
import { PARTNER_FAILURES } from '../utils/mutation-failure';
import { generateReferralCode } from '../utils/referral-code';
import { MutationFailureAlert, useMutationFailure } from './MutationFailureAlert';
import { ReferralAnalyticsPanel } from './ReferralAnalyticsPanel';
import { ReferralList } from './ReferralList';

const NO_CAMPAIGN = 'none';

export function ReferralsTab({ profile }: { profile: PartnerProfile }) {
  const { referrals, error, isLoading, retry } = useReferrals(profile);
  const { campaigns } = useCampaigns(profile);
  const { createReferral, isCreating } = useCreateReferral();
  const toast = useToast();
  const { failure, fail, clear } = useMutationFailure();
  const [campaignChoice, setCampaignChoice] = useState(NO_CAMPAIGN);
  const offered = linkableCampaigns(campaigns ?? []);
  const chosen = offered.some((campaign) => String(campaign.id) === campaignChoice) ? campaignChoice : NO_CAMPAIGN;

  const generate = async () => {
    if (isCreating) return;
    clear();
    try {
      await createReferral({
        referralCode: generateReferralCode(profile.referralCode),
        campaignId: chosen === NO_CAMPAIGN ? undefined : Number(chosen),
      });
      toast({ title: 'Success', description: 'Referral created!', variant: 'success' });
    } catch (reason) {
      // Spec §8: no toast for this failure; it is shown under the button instead.
      fail(PARTNER_FAILURES.createReferral, reason);
    }
  };

  return (
    <Stack spacing={3}>
      <SectionCard
        headingLevel="h3"
        title="Referral links"
        description="Share a link: every visit counts a click, and a signup from it counts a conversion."
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            {offered.length > 0 ? (
              <TextField
                select
                size="small"
                label="Campaign (optional)"
                value={chosen}
                onChange={(event) => setCampaignChoice(event.target.value)}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value={NO_CAMPAIGN}>No campaign</MenuItem>
                {offered.map((campaign) => (
                  <MenuItem key={campaign.id} value={String(campaign.id)}>
                    {campaign.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <Button
              variant="contained"
              startIcon={<AddLinkIcon />}
              onClick={generate}
              disabled={isCreating}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {isCreating ? 'Generating...' : 'Generate New Referral Link'}
            </Button>
          </Stack>
        }
      >
        <MutationFailureAlert failure={failure} sx={{ mb: 2 }} />
        {error ? (
          <LoadFailure message="We could not load your referral links." onRetry={retry} />
        ) : isLoading || !referrals ? (
          <LoadingState />
        ) : (
          <ReferralList referrals={referrals} profileCode={profile.referralCode} campaigns={campaigns ?? []} />
        )}
      </SectionCard>
      <ReferralAnalyticsPanel profile={profile} />
    </Stack>
  );
}
