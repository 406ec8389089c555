import type { Role } from '../../../lib/api-types';
import { ADMIN_PAGE_SIZE } from './pagination';

export const USER_ROLES: readonly Role[] = ['admin', 'partner', 'user'];
export const USER_SEARCH_MAX_LENGTH = 50;

/** The Users tab's search, kept in the page's query string (`?q=…&role=…`) so a reload or a link keeps it. */
export interface UserFilters {
  q: string;
  role: Role | '';
}

export function userFiltersFrom(search: URLSearchParams): UserFilters {
  const role = search.get('role') ?? '';
  return {
    q: (search.get('q') ?? '').slice(0, USER_SEARCH_MAX_LENGTH),
    role: (USER_ROLES as readonly string[]).includes(role) ? (role as Role) : '',
  };
}

/** The page's query string with these filters, other parameters kept; empty filters are left out. */
export function searchWithUserFilters(search: URLSearchParams, filters: UserFilters): string {
  const next = new URLSearchParams(search);
  const q = filters.q.trim();
  if (q) next.set('q', q);
  else next.delete('q');
  if (filters.role) next.set('role', filters.role);
  else next.delete('role');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The first page of the list for these filters; later pages come from its Link header. */
export function usersFirstPage(filters: UserFilters, limit = ADMIN_PAGE_SIZE): string {
  const query = new URLSearchParams({ limit: String(limit) });
  const q = filters.q.trim();
  if (q) query.set('q', q);
  if (filters.role) query.set('role', filters.role);
  return `/api/admin/users?${query.toString()}`;
}

export function roleLabel(role: Role): string {
  return role === 'admin' ? 'Admin' : role === 'partner' ? 'Partner' : 'User';
}
