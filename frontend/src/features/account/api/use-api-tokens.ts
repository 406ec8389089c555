import { fetchData, sendData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import type { CreateApiTokenRequest, CreatedApiToken } from '../../../lib/api-types';
import { accountEndpoints } from './account-endpoints';

export const API_TOKENS_READ_FAILURE = 'Failed to fetch your API tokens';

export function useApiTokens() {
  const { data, error, mutate } = useApiData(accountEndpoints.apiTokens, (key) =>
    fetchData(key, API_TOKENS_READ_FAILURE),
  );
  /** The new token joins the list at once (without its secret); the list is read again afterwards. */
  const create = async (request: CreateApiTokenRequest): Promise<CreatedApiToken> => {
    const created = await sendData('POST', '/api/account/tokens', { body: request });
    const { token: _secret, ...listed } = created;
    await mutate((current) => [listed, ...(current ?? [])], { revalidate: true });
    return created;
  };
  const revoke = async (id: number) => {
    await sendData('DELETE', '/api/account/tokens/{id}', { params: { path: { id } } });
    await mutate((current) => current?.filter((token) => token.id !== id), { revalidate: true });
  };
  return { tokens: data, error, retry: () => mutate(), create, revoke };
}
