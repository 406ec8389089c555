import { leaderboardEndpoint } from './leaderboard-endpoints';
import type { LeaderboardMetric } from '../../../lib/api-types';
import { fetchPublicData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import { READ_FAILURES } from '../../../lib/read-failures';

/** One cache entry per leaderboard, so a tab fetched once shows at once when revisited. */
export function useLeaderboard(metric: LeaderboardMetric) {
  const { data, error, isLoading, mutate } = useApiData(leaderboardEndpoint(metric), (key) =>
    fetchPublicData(key, READ_FAILURES.leaderboard),
  );
  return { entries: data, error, isLoading, retry: () => mutate() };
}
