import Button from '@mui/material/Button';
import AddLinkIcon from '@mui/icons-material/AddLink';
import { LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import type { PartnerProfile } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useCreateReferral, useReferrals } from '../api/use-referrals';
import { PARTNER_FAILURES } from '../utils/mutation-failure';
import { generateReferralCode } from '../utils/referral-code';
import { MutationFailureAlert, useMutationFailure } from './MutationFailureAlert';
import { ReferralList } from './ReferralList';

export function ReferralsTab({ profile }: { profile: PartnerProfile }) {
  const { referrals, error, isLoading, retry } = useReferrals(profile);
  const { createReferral, isCreating } = useCreateReferral();
  const toast = useToast();
  const { failure, fail, clear } = useMutationFailure();

  const generate = async () => {
    if (isCreating) return;
    clear();
    try {
      await createReferral(generateReferralCode(profile.referralCode));
      toast({ title: 'Success', description: 'Referral created!', variant: 'success' });
    } catch (reason) {
      // Spec §8: no toast for this failure; it is shown under the button instead.
      fail(PARTNER_FAILURES.createReferral, reason);
    }
  };

  return (
    <SectionCard
      headingLevel="h3"
      title="Referral links"
      description="Share a link: every visit counts a click, and a signup from it counts a conversion."
      action={
        <Button
          variant="contained"
          startIcon={<AddLinkIcon />}
          onClick={generate}
          disabled={isCreating}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {isCreating ? 'Generating...' : 'Generate New Referral Link'}
        </Button>
      }
    >
      <MutationFailureAlert failure={failure} sx={{ mb: 2 }} />
      {error ? (
        <LoadFailure message="We could not load your referral links." onRetry={retry} />
      ) : isLoading || !referrals ? (
        <LoadingState />
      ) : (
        <ReferralList referrals={referrals} profileCode={profile.referralCode} />
      )}
    </SectionCard>
  );
}
