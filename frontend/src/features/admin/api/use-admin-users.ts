import { useSWRConfig } from 'swr';
import { sendData } from '../../../lib/api-client';
import { adminEndpoints } from './admin-endpoints';
import type { AdminUser, PasswordResetLink } from '../../../lib/api-types';

const isUsersPage = (key: unknown) => typeof key === 'string' && key.startsWith(`${adminEndpoints.users}?`);

/** Account actions; each one reads every loaded page of the list again, and the audit log. */
export function useAdminUserActions() {
  const { mutate } = useSWRConfig();
  const refresh = () =>
    mutate((key) => isUsersPage(key) || (typeof key === 'string' && key.startsWith(adminEndpoints.audit)));
  return {
    async setDisabled(user: AdminUser, disabled: boolean): Promise<AdminUser> {
      const params = { path: { id: user.id } };
      const updated = disabled
        ? await sendData('POST', '/api/admin/users/{id}/disable', { params })
        : await sendData('POST', '/api/admin/users/{id}/enable', { params });
      void refresh();
      return updated;
    },
    async passwordResetLink(user: AdminUser): Promise<PasswordResetLink> {
      const issued = await sendData('POST', '/api/admin/users/{id}/password-reset-link', {
        params: { path: { id: user.id } },
      });
      void refresh();
      return issued;
    },
  };
}
