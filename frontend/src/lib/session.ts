import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { defaultFetcher } from './api-client';
import type { AuthResponse, Role, SessionUser } from './api-types';

export type { Role, SessionUser };

export const SESSION_KEY = '/api/auth/user';

/** Any failure (401, network, unreadable body) means signed out, so the hook never errors. */
export async function fetchSessionUser(key: string): Promise<SessionUser | null> {
  try {
    const body = await defaultFetcher<AuthResponse>(key);
    return body?.success && body.user ? body.user : null;
  } catch {
    return null;
  }
}

export interface Session {
  user: SessionUser | null;
  isLoading: boolean;
  refresh: () => Promise<SessionUser | null>;
}

export function useSession(): Session {
  const { data, isLoading, mutate } = useSWR(SESSION_KEY, fetchSessionUser);
  const refresh = useCallback(async () => (await mutate()) ?? null, [mutate]);
  return { user: data ?? null, isLoading, refresh };
}

/**
 * Drops every cached read except the session, so data fetched for one account is never shown
 * to the next one after logout or login.
 */
export function useClearAccountData(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate((key) => key !== SESSION_KEY, undefined, { revalidate: false });
  }, [mutate]);
}

export function hasRole(user: SessionUser | null, ...roles: Role[]): boolean {
  return user !== null && roles.includes(user.role);
}
