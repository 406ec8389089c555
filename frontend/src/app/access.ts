import type { Role, SessionUser } from '../lib/session';

/** What a page behind RequireAccess shows. */
export type Access = 'checking' | 'signed-out' | 'wrong-role' | 'allowed';

/**
 * A read the page made was refused since the session was read: 401, the session ended;
 * 403, the account lost the role the page needs.
 */
export type AccessLoss = 'signed-out' | 'wrong-role';

export interface AccessState {
  isLoading: boolean;
  user: SessionUser | null;
  /** Roles allowed in; omitted, anyone signed in. */
  roles?: readonly Role[];
  lost?: AccessLoss;
}

/** The decision RequireAccess renders; page data is fetched only once it is 'allowed'. */
export function accessOf({ isLoading, user, roles, lost }: AccessState): Access {
  if (isLoading) return 'checking';
  if (user === null || lost === 'signed-out') return 'signed-out';
  if ((roles && !roles.includes(user.role)) || lost === 'wrong-role') return 'wrong-role';
  return 'allowed';
}
