import useSWR from 'swr';
import { leaderboardEndpoint } from './leaderboard-endpoints';
import type { LeaderboardEntry, LeaderboardMetric } from '../../../lib/api-types';
import { fetchPublicData } from '../../../lib/api-client';
import { READ_FAILURES } from '../../../lib/read-failures';

/** One cache entry per leaderboard, so a tab fetched once shows at once when revisited. */
export function useLeaderboard(metric: LeaderboardMetric) {
  const { data, error, isLoading, mutate } = useSWR<LeaderboardEntry[], unknown>(
    leaderboardEndpoint(metric),
    (key: string) => fetchPublicData<LeaderboardEntry[]>(key, READ_FAILURES.leaderboard),
  );
  return { entries: data, error, isLoading, retry: () => mutate() };
}
