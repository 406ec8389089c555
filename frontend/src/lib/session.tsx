import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useSWRConfig } from 'swr';
import { apiKey } from './api-client';
import type { AuthResponse, Role, SessionUser } from './api-types';

export type { Role, SessionUser };

export const SESSION_KEY = apiKey('/api/auth/user');

/**
 * Asks GET /api/auth/user to answer a visitor who is not signed in with 200 and `user: null`
 * instead of 401: the browser logs every failed request as a console error, and every visitor
 * who is not signed in asks. API clients that leave it out keep their 401.
 */
export const SESSION_PROBE_HEADER = 'X-Session-Probe';

/**
 * How long to wait before asking again when the session could not be read for a passing reason
 * (the network, a 5xx or a 429): one such failure must not show a signed-in visitor as signed out
 * for the rest of the page's life.
 */
export const SESSION_RETRY_DELAYS_MS: readonly number[] = [500, 2000];

/** What one read of the session says: who is signed in (null: nobody), or that it should be asked again. */
async function readSessionOnce(): Promise<{ user: SessionUser | null } | 'again'> {
  let response: Response;
  try {
    response = await fetch(SESSION_KEY, {
      credentials: 'include',
      headers: { Accept: 'application/json', [SESSION_PROBE_HEADER]: '1' },
    });
  } catch {
    return 'again';
  }
  if (response.status >= 500 || response.status === 429) return 'again';
  if (!response.ok) return { user: null };
  try {
    const body = (await response.json()) as AuthResponse | null;
    return { user: body?.success && body.user ? body.user : null };
  } catch {
    return { user: null };
  }
}

/**
 * Who is signed in. A refusal (401) or an unreadable answer means signed out; a failure that may
 * pass is asked again after each of `retryDelaysMs`, and means signed out only if it lasts. The
 * session never errors.
 */
export async function fetchSessionUser(
  retryDelaysMs: readonly number[] = SESSION_RETRY_DELAYS_MS,
): Promise<SessionUser | null> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await readSessionOnce();
    if (answer !== 'again') return answer.user;
    if (attempt >= retryDelaysMs.length) return null;
    await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt]));
  }
}

export interface Session {
  user: SessionUser | null;
  isLoading: boolean;
  refresh: () => Promise<SessionUser | null>;
}

/**
 * Who is signed in, held outside React: the context carries the store, which never changes, and
 * each reader subscribes to it. A context whose value changed would reach every part of the page
 * below it, including the landing page's sections that are still waiting to hydrate, and React
 * would render those at once (see LandingPage); a store reaches only its readers.
 */
export interface SessionStore {
  subscribe: (listener: () => void) => () => void;
  current: () => Session;
  /** The first read; later calls do nothing. */
  load: () => void;
  refresh: () => Promise<SessionUser | null>;
}

export function createSessionStore(
  fetchUser: () => Promise<SessionUser | null> = () => fetchSessionUser(),
): SessionStore {
  const listeners = new Set<() => void>();
  let latestRequest = 0;
  let firstRead: Promise<SessionUser | null> | null = null;

  const refresh = async (): Promise<SessionUser | null> => {
    const request = ++latestRequest;
    const user = await fetchUser();
    // A later refresh has started meanwhile: its answer is the one to show.
    if (request === latestRequest) {
      session = { user, isLoading: false, refresh };
      for (const listener of listeners) listener();
    }
    return user;
  };
  let session: Session = { user: null, isLoading: true, refresh };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    current: () => session,
    load: () => {
      firstRead ??= refresh();
    },
    refresh,
  };
}

/** What the page was rendered with on the server, and what it is hydrated with. */
const loadingSession: Session = { user: null, isLoading: true, refresh: async () => null };
const sessionBeforeItIsKnown = () => loadingSession;

const SessionStoreContext = createContext<SessionStore | null>(null);

/** The page's one read of the session, started once the page has rendered. */
export function SessionProvider({ children, store: given }: { children: ReactNode; store?: SessionStore }) {
  const [store] = useState(() => given ?? createSessionStore());
  useEffect(() => store.load(), [store]);
  return <SessionStoreContext value={store}>{children}</SessionStoreContext>;
}

export function useSession(): Session {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error('useSession() is used outside <SessionProvider> (see AppProviders)');
  return useSyncExternalStore(store.subscribe, store.current, sessionBeforeItIsKnown);
}

/**
 * Drops every cached read, so data fetched for one account is never shown to the next one
 * after logout or login (the session is not among them: it lives in its own store).
 */
export function useClearAccountData(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(() => true, undefined, { revalidate: false });
  }, [mutate]);
}

export function hasRole(user: SessionUser | null, ...roles: Role[]): boolean {
  return user !== null && roles.includes(user.role);
}
