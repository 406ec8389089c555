import type { Role } from '../../../lib/api-types';

export const USER_ROLES: readonly Role[] = ['admin', 'partner', 'user'];
export const USER_SEARCH_MAX_LENGTH = 50;

export function roleLabel(role: string): string {
  return role === 'admin' ? 'Admin' : role === 'partner' ? 'Partner' : 'User';
}
