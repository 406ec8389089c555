import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { apiKey, apiRequest, fetchData, sendData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import { fetchKeysetPage, type KeysetPage } from '../../../lib/keyset-page';
import type { WebhookDelivery } from '../../../lib/api-types';

const DELIVERIES_PER_PAGE = 10;

/** The SWR keys of the integrations tab's reads (the log's first page; later pages follow its Link header). */
export const webhookEndpoints = {
  endpoint: apiKey('/api/partner/webhook'),
  firstDeliveries: apiKey('/api/partner/webhook/deliveries', { params: { query: { limit: DELIVERIES_PER_PAGE } } }),
} as const;

/** Read only for an approved partner: the endpoints are for the partner role. */
export function useWebhookEndpoint(enabled: boolean) {
  const { data, error, mutate } = useApiData(enabled ? webhookEndpoints.endpoint : null, (key) =>
    fetchData(key, 'We could not load your webhook endpoint.'),
  );

  const save = useCallback(
    async (url: string) => {
      const endpoint = await sendData('PUT', '/api/partner/webhook', { body: { url } });
      await mutate(endpoint, { revalidate: false });
      return endpoint;
    },
    [mutate],
  );
  const rotateSecret = useCallback(async () => {
    const endpoint = await sendData('POST', '/api/partner/webhook/rotate-secret');
    await mutate(endpoint, { revalidate: false });
  }, [mutate]);
  const remove = useCallback(async () => {
    // 204 No Content: there is no envelope to unwrap.
    await apiRequest('DELETE', '/api/partner/webhook');
    await mutate(null, { revalidate: false });
  }, [mutate]);

  return { endpoint: data, error, retry: () => mutate(), save, rotateSecret, remove };
}

const deliveryPageKey = (index: number, previous: KeysetPage<WebhookDelivery> | null) => {
  if (index === 0) return webhookEndpoints.firstDeliveries;
  return previous?.next ?? null;
};

/** The delivery log, newest first, one keyset page after another; pending deliveries are read again every few seconds. */
export function useWebhookDeliveries(enabled: boolean) {
  const { data, error, isValidating, size, setSize, mutate } = useSWRInfinite<KeysetPage<WebhookDelivery>, unknown>(
    (index, previous: KeysetPage<WebhookDelivery> | null) => (enabled ? deliveryPageKey(index, previous) : null),
    (url: string) => fetchKeysetPage('/api/partner/webhook/deliveries', url, 'We could not load the delivery log.'),
    {
      revalidateFirstPage: true,
      refreshInterval: (pages) =>
        pages?.some((page) => page.items.some((item) => item.status === 'pending')) ? 3_000 : 0,
    },
  );
  const deliveries = data?.flatMap((page) => page.items);
  const hasMore = Boolean(data?.[data.length - 1]?.next);
  const isLoadingMore = isValidating && data !== undefined && size > data.length;
  const sendTest = useCallback(async () => {
    const delivery = await sendData('POST', '/api/partner/webhook/test');
    await mutate();
    return delivery;
  }, [mutate]);
  return {
    deliveries,
    total: data?.[0]?.total ?? null,
    error,
    hasMore,
    isLoadingMore,
    loadMore: () => setSize((current) => current + 1),
    retry: () => mutate(),
    refresh: () => mutate(),
    sendTest,
  };
}
