import { useSWRConfig } from 'swr';
import { sendData } from '../../../lib/api-client';
import type { AdminUser, PasswordResetLink } from '../../../lib/api-types';

export const adminUserEndpoints = {
  list: '/api/admin/users',
  disable: (id: number) => `/api/admin/users/${id}/disable`,
  enable: (id: number) => `/api/admin/users/${id}/enable`,
  passwordResetLink: (id: number) => `/api/admin/users/${id}/password-reset-link`,
} as const;

const isUsersPage = (key: unknown) => typeof key === 'string' && key.startsWith(`${adminUserEndpoints.list}?`);

/** Account actions; each one reads every loaded page of the list again, and the audit log. */
export function useAdminUserActions() {
  const { mutate } = useSWRConfig();
  const refresh = () =>
    mutate((key) => isUsersPage(key) || (typeof key === 'string' && key.startsWith('/api/admin/audit')));
  return {
    async setDisabled(user: AdminUser, disabled: boolean): Promise<AdminUser> {
      const updated = await sendData<AdminUser>(
        'POST',
        disabled ? adminUserEndpoints.disable(user.id) : adminUserEndpoints.enable(user.id),
      );
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
