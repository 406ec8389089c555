import useSWR, { useSWRConfig } from 'swr';
import { sendData } from '../../../lib/api-client';
import type { AdminUser, PasswordResetLink } from '../../../lib/api-types';
import { fetchKeysetPage, type KeysetPage } from '../../../lib/keyset-page';

export const adminUserEndpoints = {
  list: '/api/admin/users',
  disable: (id: number) => `/api/admin/users/${id}/disable`,
  enable: (id: number) => `/api/admin/users/${id}/enable`,
  passwordResetLink: (id: number) => `/api/admin/users/${id}/password-reset-link`,
} as const;

const isUsersPage = (key: unknown) => typeof key === 'string' && key.startsWith(`${adminUserEndpoints.list}?`);

export function useAdminUsersPage(url: string, enabled: boolean) {
  const { data, error, isValidating, mutate } = useSWR<KeysetPage<AdminUser>, unknown>(
    enabled ? url : null,
    (key: string) => fetchKeysetPage<AdminUser>(key, 'Failed to fetch users'),
    { keepPreviousData: true },
  );
  return { page: data, error, isValidating, retry: () => mutate() };
}

/** Account actions; each one reads every loaded page of the list again, and the audit log. */
export function useAdminUserActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key) => isUsersPage(key) || (typeof key === 'string' && key.startsWith('/api/admin/audit')));
  return {
    async setDisabled(user: AdminUser, disabled: boolean): Promise<AdminUser> {
      const updated = await sendData<AdminUser>('POST', disabled ? adminUserEndpoints.disable(user.id) : adminUserEndpoints.enable(user.id));
      void refresh();
      return updated;
    },
    async passwordResetLink(user: AdminUser): Promise<PasswordResetLink> {
      const issued = await sendData<PasswordResetLink>('POST', adminUserEndpoints.passwordResetLink(user.id));
      void refresh();
      return issued;
    },
  };
}
