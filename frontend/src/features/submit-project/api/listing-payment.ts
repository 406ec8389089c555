import { useSWRConfig } from 'swr';
import { apiKey, fetchData, sendData } from '../../../lib/api-client';
import type { ChainPayment, ListingPaymentState } from '../../../lib/api-types';
import { useApiData } from '../../../lib/use-api-data';
import { PROJECT_SUBMISSIONS_ENDPOINT } from './project-submission-requests';

/** How often a payment being checked on chain is read again. */
export const CHECKING_REFRESH_MS = 3_000;

export const listingPaymentKey = (id: number) =>
  apiKey('/api/project-submissions/{id}/payment', { params: { path: { id } } });

/** A transaction hash as the server takes it. */
export const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

export function isChecking(state: ListingPaymentState | undefined): boolean {
  return state?.payments[0]?.status === 'checking';
}

/** The quote and payments of a paid listing; read again every few seconds while a payment is being checked. */
export function useListingPayment(id: number, enabled: boolean) {
  const { data, error, isLoading, mutate } = useApiData(
    enabled ? listingPaymentKey(id) : null,
    (key) => fetchData(key, 'Failed to fetch the payment details'),
    { refreshInterval: (latest) => (isChecking(latest) ? CHECKING_REFRESH_MS : 0) },
  );
  return { state: data, error, isLoading, retry: () => mutate() };
}

/** Enters the paying transaction; the payment state (and, once paid, the list) is read again. */
export function useSubmitChainPayment(id: number) {
  const { mutate } = useSWRConfig();
  return async (txHash: string): Promise<ChainPayment> => {
    const payment = await sendData('POST', '/api/project-submissions/{id}/payments', {
      params: { path: { id } },
      body: { txHash },
    });
    await Promise.all([mutate(listingPaymentKey(id)), mutate(PROJECT_SUBMISSIONS_ENDPOINT)]).catch(() => undefined);
    return payment;
  };
}
