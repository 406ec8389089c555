import { useSWRConfig } from 'swr';
import { sendData } from '../../../lib/api-client';
import { adminEndpoints } from './admin-endpoints';
import type { ReferralConversion } from '../../../lib/api-types';

const isConversionsOrAuditPage = (key: unknown) =>
  typeof key === 'string' &&
  (key.startsWith(`${adminEndpoints.referralConversions}?`) || key.startsWith(adminEndpoints.audit));

/** Review decisions; each one reads the loaded pages of the queue again, and the audit log. */
export function useConversionReview() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(isConversionsOrAuditPage);
  return {
    async confirm(conversion: ReferralConversion): Promise<ReferralConversion> {
      const decided = await sendData('POST', '/api/admin/referral-conversions/{userId}/confirm', {
        params: { path: { userId: conversion.userId } },
        body: {},
      });
      void refresh();
      return decided;
    },
    async void(conversion: ReferralConversion, note: string): Promise<ReferralConversion> {
      const decided = await sendData('POST', '/api/admin/referral-conversions/{userId}/void', {
        params: { path: { userId: conversion.userId } },
        body: { note },
      });
      void refresh();
      return decided;
    },
  };
}
