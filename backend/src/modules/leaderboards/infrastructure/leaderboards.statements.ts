import { OVERALL_WEIGHTS, type LeaderboardMetric } from '../domain/leaderboard';

// Hand-written SQL of the rankings: window functions (rank, max over all projects) over the latest
// figures per project (DISTINCT ON), which neither the entity API nor the QueryBuilder express.
// The text is assembled only from the fixed score expressions below; values are bound as $n.

/** Fixed SQL per metric; the metric is validated before it gets here and is never interpolated as text. */
export const METRIC_SCORE: Record<LeaderboardMetric, string> = {
  volume: 'latest.trading_volume',
  users: 'latest.total_users',
  growth: 'latest.growth_score',
};

/** The latest figures per project (DISTINCT ON), the first step of every ranking. */
const LATEST = `
  latest AS (
    SELECT DISTINCT ON (insight.project_id)
           insight.project_id, insight.total_users, insight.trading_volume, insight.growth_score
    FROM project_insights insight
    ORDER BY insight.project_id, insight.recorded_at DESC, insight.id DESC
  )`;

/** The overall score: each figure scaled to the best project's (window max), weighted. */
export const OVERALL_SCORE = `round((100 * (
    ${OVERALL_WEIGHTS.volume} * coalesce(latest.trading_volume / nullif(max(latest.trading_volume) OVER (), 0), 0)
  + ${OVERALL_WEIGHTS.users} * coalesce(latest.total_users / nullif(max(latest.total_users) OVER (), 0)::numeric, 0)
  + ${OVERALL_WEIGHTS.growth} * latest.growth_score / 100))::numeric, 2)`;

/** A ranking by `scoreExpression` (METRIC_SCORE or OVERALL_SCORE): $1 the limit, $2 the metric's name. */
export function rankedQuery(scoreExpression: string): string {
  return `
    WITH ${LATEST},
    scored AS (
      SELECT project.id, project.name, ${scoreExpression} AS score
      FROM latest JOIN projects project ON project.id = latest.project_id
      WHERE project.listed
    )
    SELECT id, (rank() OVER (ORDER BY score DESC))::int AS rank, name AS "entityName",
           'project' AS "entityType", $2::text AS "metricType", score::float8 AS score
    FROM scored
    ORDER BY score DESC, name, id
    LIMIT $1`;
}
