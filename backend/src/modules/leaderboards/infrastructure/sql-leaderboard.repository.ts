import { Injectable } from '@nestjs/common';
import { cacheTags } from '../../../database/cached-tables';
import { ChangeNotifiedCache } from '../../../database/change-notified-cache';
import { UnitOfWork } from '../../../database/unit-of-work';
import { LeaderboardRepository } from '../application/leaderboard.repository';
import { OVERALL_WEIGHTS, type LeaderboardEntry, type LeaderboardMetric } from '../domain/leaderboard';

/** Fixed SQL per metric; the metric is validated before it gets here and is never interpolated as text. */
const METRIC_SCORE: Record<LeaderboardMetric, string> = {
  volume: 'latest.trading_volume',
  users: 'latest.total_users',
  growth: 'latest.growth_score',
};

const LATEST = `
  latest AS (
    SELECT DISTINCT ON (insight.project_id)
           insight.project_id, insight.total_users, insight.trading_volume, insight.growth_score
    FROM project_insights insight
    ORDER BY insight.project_id, insight.recorded_at DESC, insight.id DESC
  )`;

const OVERALL_SCORE = `round((100 * (
    ${OVERALL_WEIGHTS.volume} * coalesce(latest.trading_volume / nullif(max(latest.trading_volume) OVER (), 0), 0)
  + ${OVERALL_WEIGHTS.users} * coalesce(latest.total_users / nullif(max(latest.total_users) OVER (), 0)::numeric, 0)
  + ${OVERALL_WEIGHTS.growth} * latest.growth_score / 100))::numeric, 2)`;

/** The tables a ranking is computed from. */
const LEADERBOARD_SOURCES = cacheTags.tables('projects', 'project_insights');

function rankedQuery(scoreExpression: string): string {
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

@Injectable()
export class SqlLeaderboardRepository extends LeaderboardRepository {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly cache: ChangeNotifiedCache,
  ) {
    super();
  }

  byMetric(metric: LeaderboardMetric, limit: number): Promise<LeaderboardEntry[]> {
    return this.ranked(metric, METRIC_SCORE[metric], limit);
  }

  overall(limit: number): Promise<LeaderboardEntry[]> {
    return this.ranked('overall', OVERALL_SCORE, limit);
  }

  /** Rankings change only when projects or their figures do, so they are served from the cache. */
  private ranked(
    metric: LeaderboardMetric | 'overall',
    scoreExpression: string,
    limit: number,
  ): Promise<LeaderboardEntry[]> {
    return this.cache.read({ key: `leaderboard:${metric}:${limit}`, tags: LEADERBOARD_SOURCES }, () =>
      this.unitOfWork.manager().query<LeaderboardEntry[]>(rankedQuery(scoreExpression), [limit, metric]),
    );
  }
}
