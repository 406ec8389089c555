import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiError, apiKey, fetchData, sendData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import { READ_FAILURES } from '../../../lib/read-failures';
import type { NewPartnerProfile, PartnerProfile } from '../../../lib/api-types';
import { partnerEndpoints } from './partner-endpoints';

/** A 404 is an answer, not a failure: the user simply is not a partner yet. */
export async function fetchPartnerProfile(key: typeof partnerEndpoints.profile): Promise<PartnerProfile | null> {
  try {
    return await fetchData(key, READ_FAILURES.profile);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `profile` is undefined while unknown, null when the user has none. */
export function usePartnerProfile(signedIn: boolean) {
  const { data, error, isLoading, mutate } = useApiData(
    signedIn ? partnerEndpoints.profile : null,
    fetchPartnerProfile,
  );
  return { profile: data, error, isLoading, retry: () => mutate() };
}

export function useCreatePartnerProfile() {
  const { trigger, isMutating } = useSWRMutation(
    partnerEndpoints.profile,
    (_url: string, { arg }: { arg: NewPartnerProfile }) => sendData('POST', '/api/partner/profile', { body: arg }),
  );
  return { createProfile: trigger, isCreating: isMutating };
}

/** What the owner may correct; the referral code is a live link and stays. */
export type PartnerProfileChanges = Pick<NewPartnerProfile, 'companyName' | 'website' | 'description'>;

export const profileEndpoints = {
  timeline: (id: number) => apiKey('/api/partner/profile/{id}/timeline', { params: { path: { id } } }),
};

export type PartnerProfileChange =
  { action: 'edit' | 'resubmit'; id: number; payload: PartnerProfileChanges } | { action: 'withdraw'; id: number };

/** Edit, withdraw or re-apply with one's own profile; afterwards the profile and its timeline re-fetch. */
export function useChangeOwnPartnerProfile() {
  const { mutate } = useSWRConfig();
  return async (change: PartnerProfileChange): Promise<PartnerProfile> => {
    const params = { path: { id: change.id } };
    const saved =
      change.action === 'withdraw'
        ? await sendData('POST', '/api/partner/profile/{id}/withdraw', { params })
        : change.action === 'edit'
          ? await sendData('PUT', '/api/partner/profile/{id}', { params, body: change.payload })
          : await sendData('POST', '/api/partner/profile/{id}/resubmit', { params, body: change.payload });
    await Promise.all([
      mutate(partnerEndpoints.profile, saved, { revalidate: false }),
      mutate(profileEndpoints.timeline(change.id)),
    ]).catch(() => undefined);
    return saved;
  };
}
