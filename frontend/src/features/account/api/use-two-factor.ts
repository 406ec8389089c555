import useSWR, { useSWRConfig } from 'swr';
import { fetchData, sendData } from '../../../lib/api-client';
import type { RecoveryCodes, TwoFactorConfirmRequest, TwoFactorSetup, TwoFactorStatus } from '../../../lib/api-types';
import { accountEndpoints } from './account-endpoints';

export const TWO_FACTOR_READ_FAILURE = 'Failed to fetch your two-factor authentication';

export function useTwoFactorStatus() {
  const { data, error, mutate } = useSWR<TwoFactorStatus, unknown>(accountEndpoints.twoFactor, (key: string) =>
    fetchData<TwoFactorStatus>(key, TWO_FACTOR_READ_FAILURE),
  );
  return { status: data, error, retry: () => mutate() };
}

/** The requests of the section; each one that changes the status re-reads it. */
export function useTwoFactorActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(accountEndpoints.twoFactor);
  return {
    setUp: () => sendData<TwoFactorSetup>('POST', accountEndpoints.twoFactorSetup),
    enable: async (code: string) => {
      const { recoveryCodes } = await sendData<RecoveryCodes>('POST', accountEndpoints.twoFactorEnable, { code });
      return recoveryCodes;
    },
    disable: async (request: TwoFactorConfirmRequest) => {
      await sendData<TwoFactorStatus>('POST', accountEndpoints.twoFactorDisable, request);
      await refresh();
    },
    regenerateRecoveryCodes: async (request: TwoFactorConfirmRequest) => {
      const { recoveryCodes } = await sendData<RecoveryCodes>('POST', accountEndpoints.twoFactorRecoveryCodes, request);
      return recoveryCodes;
    },
    refresh,
  };
}
