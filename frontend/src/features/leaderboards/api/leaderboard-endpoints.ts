import { apiKey, type ApiKey } from '../../../lib/api-client';
import type { LeaderboardMetric } from '../../../lib/api-types';

/** Spec §9: every leaderboard list is limited to 20 entries. */
export const LEADERBOARD_LIMIT = 20;

/** The key of one leaderboard: the overall one ranks projects, the others rank by one metric. */
export type LeaderboardKey = ApiKey<'/api/leaderboards/entity/{entityType}' | '/api/leaderboards/metric/{metric}'>;

export function leaderboardEndpoint(metric: LeaderboardMetric): LeaderboardKey {
  const query = { limit: LEADERBOARD_LIMIT };
  return metric === 'overall'
    ? apiKey('/api/leaderboards/entity/{entityType}', { params: { path: { entityType: 'project' }, query } })
    : apiKey('/api/leaderboards/metric/{metric}', { params: { path: { metric }, query } });
}
