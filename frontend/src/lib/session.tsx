import { createContext, useCallback, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
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

const SessionContext = createContext<Session | null>(null);

/**
 * The page's one read of the session. SWR hands data over synchronously (through
 * useSyncExternalStore), so the first answer would re-render every part that shows the session
 * (navbar actions, mobile menu, notification bell, guarded pages) in one task while the page is
 * still starting. That first answer (loading, then known) is shown at transition priority
 * instead, rendered in short slices; every later change (login, logout, a refresh) applies at
 * once, so a flow that refreshes the session and then navigates sees the new one.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isLoading, mutate } = useSWR(SESSION_KEY, fetchSessionUser);
  const refresh = useCallback(async () => (await mutate()) ?? null, [mutate]);
  const latest = useMemo<Session>(() => ({ user: data ?? null, isLoading, refresh }), [data, isLoading, refresh]);
  const deferred = useDeferredValue(latest);
  return <SessionContext value={deferred.isLoading ? deferred : latest}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() is used outside <SessionProvider> (see AppProviders)');
  return session;
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
