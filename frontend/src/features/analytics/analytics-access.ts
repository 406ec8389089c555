export type AnalyticsAccess = 'loading' | 'signed-out' | 'not-admin' | 'admin';

/** The dashboard is an admin entry (spec §6), so the client shows it to admins only. */
export function analyticsAccess(isLoading: boolean, role: string | undefined): AnalyticsAccess {
  if (isLoading) return 'loading';
  if (role === undefined) return 'signed-out';
  return role === 'admin' ? 'admin' : 'not-admin';
}
