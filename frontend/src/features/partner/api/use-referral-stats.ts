import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, type To } from 'react-router-dom';
import { fetchData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import { searchWithStatsView, statsUrl, statsViewFrom, utcToday, type StatsView } from '../utils/stats-view';

export const STATS_READ_FAILURE = 'Failed to fetch referral stats';

/** The analytics view named by the page's query string, and a way to change it (kept in the URL). */
export function useStatsView(): [StatsView, (next: StatsView) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const view = useMemo(() => statsViewFrom(search), [search]);
  const change = useCallback(
    (next: StatsView) =>
      navigate({ search: searchWithStatsView(search, next), hash: location.hash }, { preventScrollReset: true }),
    [navigate, search, location.hash],
  );
  return [view, change];
}

/** The stats of one view; the chart shown stays while the next range or link loads. */
export function useReferralStats(view: StatsView) {
  // Read once per render: a view open past midnight UTC moves on with the next change.
  const today = utcToday();
  const url = statsUrl('/api/referrals/stats', view, today);
  const { data, error, isLoading, isValidating, mutate } = useApiData(
    url,
    (key) => fetchData(key, STATS_READ_FAILURE),
    { keepPreviousData: true },
  );
  return {
    stats: data,
    error,
    isLoading,
    isRefreshing: isValidating && data !== undefined,
    retry: () => void mutate(),
    exportHref: statsUrl('/api/referrals/stats/export', view, today),
  };
}

/** Where "View in analytics" goes: the Overview tab's panel showing this campaign, in the range shown now. */
export function useCampaignAnalyticsLink(campaignId: number): To {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const { range } = statsViewFrom(search);
  return {
    pathname: location.pathname,
    search: searchWithStatsView(search, { range, scope: { kind: 'campaign', campaignId } }),
    hash: '',
  };
}
