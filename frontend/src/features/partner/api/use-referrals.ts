import useSWRMutation from 'swr/mutation';
import { fetchData, sendData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import { READ_FAILURES } from '../../../lib/read-failures';
import type { PartnerProfile } from '../../../lib/api-types';
import { partnerEndpoints } from './partner-endpoints';

export function useReferrals(profile: PartnerProfile | null | undefined) {
  const { data, error, isLoading, mutate } = useApiData(profile ? partnerEndpoints.referrals : null, (key) =>
    fetchData(key, READ_FAILURES.referrals),
  );
  return { referrals: data, error, isLoading, retry: () => mutate() };
}

export interface NewReferralLink {
  referralCode: string;
  /** Omitted for a link outside any campaign. */
  campaignId?: number;
}

export function useCreateReferral() {
  const { trigger, isMutating } = useSWRMutation(
    partnerEndpoints.referrals,
    // The server starts every referral at zero; the counters are sent because the spec's call carries them.
    (_url: string, { arg }: { arg: NewReferralLink }) =>
      sendData('POST', '/api/referrals', {
        body: {
          referralCode: arg.referralCode,
          clicks: 0,
          conversions: 0,
          ...(arg.campaignId === undefined ? {} : { campaignId: arg.campaignId }),
        },
      }),
  );
  return { createReferral: trigger, isCreating: isMutating };
}

/** Moves a link into a campaign, or out of any (null); the list re-fetches afterwards. */
export function useMoveReferral() {
  const { trigger } = useSWRMutation(
    partnerEndpoints.referrals,
    (_url: string, { arg }: { arg: { id: number; campaignId: number | null } }) =>
      sendData('PATCH', '/api/referrals/{id}', {
        params: { path: { id: arg.id } },
        body: { campaignId: arg.campaignId },
      }),
  );
  return { moveReferral: trigger };
}
