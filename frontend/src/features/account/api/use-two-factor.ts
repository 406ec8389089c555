import { useSWRConfig } from 'swr';
import { fetchData, sendData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import type { TwoFactorConfirmRequest } from '../../../lib/api-types';
import { accountEndpoints } from './account-endpoints';

export const TWO_FACTOR_READ_FAILURE = 'Failed to fetch your two-factor authentication';

export function useTwoFactorStatus() {
  const { data, error, mutate } = useApiData(accountEndpoints.twoFactor, (key) =>
    fetchData(key, TWO_FACTOR_READ_FAILURE),
  );
  return { status: data, error, retry: () => mutate() };
}

/** The requests of the section; each one that changes the status re-reads it. */
export function useTwoFactorActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(accountEndpoints.twoFactor);
  return {
    setUp: () => sendData('POST', '/api/account/two-factor/setup'),
    enable: async (code: string) => {
      const { recoveryCodes } = await sendData('POST', '/api/account/two-factor/enable', { body: { code } });
      return recoveryCodes;
    },
    disable: async (request: TwoFactorConfirmRequest) => {
      await sendData('POST', '/api/account/two-factor/disable', { body: request });
      await refresh();
    },
    regenerateRecoveryCodes: async (request: TwoFactorConfirmRequest) => {
      const { recoveryCodes } = await sendData('POST', '/api/account/two-factor/recovery-codes', { body: request });
      return recoveryCodes;
    },
    refresh,
  };
}
