import { useCallback } from 'react';
import { fetchData, sendData } from '../../../lib/api-client';
import type { ChangePayoutAddressRequest, PayoutAddressState } from '../../../lib/api-types';
import { useApiData } from '../../../lib/use-api-data';
import { partnerEndpoints } from './partner-endpoints';

export const PAYOUT_ADDRESS_READ_FAILURE = 'We could not load your payout address.';

/** The partner's payout address (current, pending, history): read only for an approved partner. */
export function usePayoutAddress(enabled: boolean) {
  const { data, error, mutate } = useApiData(enabled ? partnerEndpoints.payoutAddress : null, (key) =>
    fetchData(key, PAYOUT_ADDRESS_READ_FAILURE),
  );
  const change = useCallback(
    async (request: ChangePayoutAddressRequest): Promise<PayoutAddressState> => {
      const state = await sendData('PUT', '/api/partner/payout-address', { body: request });
      await mutate(state, { revalidate: false });
      return state;
    },
    [mutate],
  );
  const cancel = useCallback(async () => {
    const state = await sendData('DELETE', '/api/partner/payout-address/pending');
    await mutate(state, { revalidate: false });
  }, [mutate]);
  return { state: data, error, retry: () => mutate(), change, cancel };
}

/** The wallets that can become the payout address, and whether a two-factor code can confirm the change. */
export function usePayoutChoices(enabled: boolean) {
  const wallets = useApiData(enabled ? partnerEndpoints.wallets : null, (key) =>
    fetchData(key, 'We could not load your wallets.'),
  );
  const twoFactor = useApiData(enabled ? partnerEndpoints.twoFactor : null, (key) =>
    fetchData(key, 'We could not load your two-factor authentication.'),
  );
  return {
    wallets: wallets.data,
    twoFactorOn: twoFactor.data?.enabled ?? false,
    error: wallets.error,
    retry: () => wallets.mutate(),
  };
}
