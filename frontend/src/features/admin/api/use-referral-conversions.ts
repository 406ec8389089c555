import { useSWRConfig } from 'swr';
import { sendData } from '../../../lib/api-client';
import type { ReferralConversion } from '../../../lib/api-types';

export const referralConversionEndpoints = {
  list: '/api/admin/referral-conversions',
  confirm: (userId: number) => `/api/admin/referral-conversions/${userId}/confirm`,
  void: (userId: number) => `/api/admin/referral-conversions/${userId}/void`,
} as const;

const isConversionsOrAuditPage = (key: unknown) =>
  typeof key === 'string' &&
  (key.startsWith(`${referralConversionEndpoints.list}?`) || key.startsWith('/api/admin/audit'));

/** Review decisions; each one reads the loaded pages of the queue again, and the audit log. */
export function useConversionReview() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(isConversionsOrAuditPage);
  return {
    async confirm(conversion: ReferralConversion): Promise<ReferralConversion> {
      const decided = await sendData<ReferralConversion>(
        'POST',
        referralConversionEndpoints.confirm(conversion.userId),
        {},
      );
      void refresh();
      return decided;
    },
    async void(conversion: ReferralConversion, note: string): Promise<ReferralConversion> {
      const decided = await sendData<ReferralConversion>('POST', referralConversionEndpoints.void(conversion.userId), {
        note,
      });
      void refresh();
      return decided;
    },
  };
}
