import { Injectable } from '@nestjs/common';
import { cacheTags } from '../../../database/cached-tables';
import { ChangeNotifiedCache } from '../../../database/change-notified-cache';
import { UnitOfWork } from '../../../database/unit-of-work';
import { LeaderboardRepository } from '../application/leaderboard.repository';
import type { LeaderboardEntry, LeaderboardMetric } from '../domain/leaderboard';
import { METRIC_SCORE, OVERALL_SCORE, rankedQuery } from './leaderboards.statements';

/** The tables a ranking is computed from. */
const LEADERBOARD_SOURCES = cacheTags.tables('projects', 'project_insights');

@Injectable()
export class TypeormLeaderboardRepository extends LeaderboardRepository {
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
