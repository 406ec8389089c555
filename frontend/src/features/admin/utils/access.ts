import { ApiError } from '../../../lib/api-client';

export type AdminAccess = 'loading' | 'signed-out' | 'not-admin' | 'admin';

/** Who may see the dashboard; admin data is fetched only for 'admin'. */
export function adminAccess(isLoading: boolean, role: string | undefined): AdminAccess {
  if (isLoading) return 'loading';
  if (role === undefined) return 'signed-out';
  return role === 'admin' ? 'admin' : 'not-admin';
}

/** A read refused with 401 or 403 means the session ended or lost its admin role meanwhile. */
export function accessLostBy(errors: readonly unknown[]): AdminAccess | undefined {
  const statuses = errors.map((error) => (error instanceof ApiError ? error.status : undefined));
  if (statuses.includes(401)) return 'signed-out';
  if (statuses.includes(403)) return 'not-admin';
  return undefined;
}

export function isUnauthorizedOrForbidden(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
