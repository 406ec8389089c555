import useSWR from 'swr';
import { leaderboardEndpoint } from './leaderboard-endpoints';
import type { LeaderboardEntry, LeaderboardMetric } from './leaderboard-types';
import { fetchPublicData } from './public-data';

/** One cache entry per leaderboard, so a tab fetched once shows at once when revisited. */
export function useLeaderboard(metric: LeaderboardMetric) {
  const { data, error, isLoading, mutate } = useSWR<LeaderboardEntry[], unknown>(
    leaderboardEndpoint(metric),
    (key: string) => fetchPublicData<LeaderboardEntry[]>(key),
  );
  return { entries: data, error, isLoading, retry: () => mutate() };
}
