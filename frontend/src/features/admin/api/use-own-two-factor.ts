import useSWR from 'swr';
import { apiKey, fetchData } from '../../../lib/api-client';
import type { TwoFactorStatus } from '../../../lib/api-types';

/** The signed-in admin's own two-factor authentication (the /account page reads the same key). */
export function useOwnTwoFactor() {
  const { data, error } = useSWR<TwoFactorStatus, unknown>(apiKey('/api/account/two-factor'), (key: string) =>
    fetchData<TwoFactorStatus>(key),
  );
  return { status: data, error };
}
