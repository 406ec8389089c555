import { fetchData, sendData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import type { ChangePasswordRequest, RevokedSessions } from '../../../lib/api-types';
import { accountEndpoints } from './account-endpoints';

export const SESSIONS_READ_FAILURE = 'Failed to fetch your sessions';

export function useAccountSessions() {
  const { data, error, isLoading, mutate } = useApiData(accountEndpoints.sessions, (key) =>
    fetchData(key, SESSIONS_READ_FAILURE),
  );
  /** Each sign-out takes the session off the list at once; the list is read again afterwards. */
  const revoke = async (id: string) => {
    await sendData('DELETE', '/api/account/sessions/{id}', { params: { path: { id } } });
    await mutate((current) => current?.filter((session) => session.id !== id), { revalidate: true });
  };
  const revokeOthers = async () => {
    const { revoked } = await sendData('POST', '/api/account/sessions/revoke-others');
    await mutate((current) => current?.filter((session) => session.current), { revalidate: true });
    return revoked;
  };
  return { sessions: data, error, isLoading, retry: () => mutate(), revoke, revokeOthers, refresh: () => mutate() };
}

export const PASSWORD_STATUS_READ_FAILURE = 'Failed to fetch whether your account has a password';

/** Whether the account has a password: one made with a wallet has none until it sets one. */
export function usePasswordStatus() {
  const { data, error, mutate } = useApiData(accountEndpoints.password, (key) =>
    fetchData(key, PASSWORD_STATUS_READ_FAILURE),
  );
  return { status: data, error, retry: () => mutate(), markSet: () => mutate({ isSet: true }, { revalidate: false }) };
}

/**
 * Changes the password (with the current one), or sets the first one of an account made with a
 * wallet (without it); the other sessions it signed out leave the sessions list.
 */
export async function changePassword(request: ChangePasswordRequest): Promise<RevokedSessions> {
  return sendData('POST', '/api/account/password', { body: request });
}
