export type AdminAccess = 'loading' | 'signed-out' | 'not-admin' | 'admin';

/** Who may see an admin page; its data is fetched only for 'admin'. */
export function adminAccess(isLoading: boolean, role: string | undefined): AdminAccess {
  if (isLoading) return 'loading';
  if (role === undefined) return 'signed-out';
  return role === 'admin' ? 'admin' : 'not-admin';
}
