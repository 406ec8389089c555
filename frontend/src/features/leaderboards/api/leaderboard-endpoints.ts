import type { LeaderboardMetric } from '../../../lib/api-types';

/** Spec §9: every leaderboard list is limited to 20 entries. */
export const LEADERBOARD_LIMIT = 20;

export function leaderboardEndpoint(metric: LeaderboardMetric): string {
  const path = metric === 'overall' ? '/api/leaderboards/entity/project' : `/api/leaderboards/metric/${metric}`;
  return `${path}?limit=${LEADERBOARD_LIMIT}`;
}
