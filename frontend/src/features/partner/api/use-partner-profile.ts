import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiError } from '../../../lib/api-client';
import { fetchData, sendData } from '../../../lib/api-client';
import { READ_FAILURES } from '../../../lib/read-failures';
import type { NewPartnerProfile, PartnerProfile } from '../../../lib/api-types';
import { partnerEndpoints } from './partner-endpoints';

/** A 404 is an answer, not a failure: the user simply is not a partner yet. */
export async function fetchPartnerProfile(key: string): Promise<PartnerProfile | null> {
  try {
    return await fetchData<PartnerProfile>(key, READ_FAILURES.profile);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `profile` is undefined while unknown, null when the user has none. */
export function usePartnerProfile(signedIn: boolean) {
  const { data, error, isLoading, mutate } = useSWR<PartnerProfile | null, unknown>(
    signedIn ? partnerEndpoints.profile : null,
    fetchPartnerProfile,
  );
  return { profile: data, error, isLoading, retry: () => mutate() };
}

export function useCreatePartnerProfile() {
  const { trigger, isMutating } = useSWRMutation(
    partnerEndpoints.profile,
    (url: string, { arg }: { arg: NewPartnerProfile }) => sendData<PartnerProfile>('POST', url, arg),
  );
  return { createProfile: trigger, isCreating: isMutating };
}
