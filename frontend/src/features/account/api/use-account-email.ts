import useSWRMutation from 'swr/mutation';
import { fetchData, sendData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import type { AccountEmail, ChangeAccountEmailRequest } from '../../../lib/api-types';
import { accountEndpoints } from './account-endpoints';

export const ACCOUNT_EMAIL_READ_FAILURE = 'Failed to fetch your email address';

export function useAccountEmail() {
  const { data, error, isLoading, mutate } = useApiData(accountEndpoints.email, (key) =>
    fetchData(key, ACCOUNT_EMAIL_READ_FAILURE),
  );
  return { accountEmail: data, error, isLoading, retry: () => mutate() };
}

/** Sets (or re-sends the link for) the address; the answer replaces the cached one. */
export function useChangeAccountEmail() {
  const { trigger, isMutating } = useSWRMutation(
    accountEndpoints.email,
    (_url: string, { arg }: { arg: ChangeAccountEmailRequest }) => sendData('PUT', '/api/account/email', { body: arg }),
    { populateCache: true, revalidate: false },
  );
  return { changeEmail: trigger, isChanging: isMutating };
}

export function useRemoveAccountEmail() {
  const { trigger, isMutating } = useSWRMutation(
    accountEndpoints.email,
    () => sendData('DELETE', '/api/account/email'),
    { populateCache: true, revalidate: false },
  );
  return { removeEmail: trigger, isRemoving: isMutating };
}

export function verifyAccountEmail(token: string): Promise<AccountEmail> {
  return sendData('POST', '/api/account/email/verify', { body: { token } });
}
