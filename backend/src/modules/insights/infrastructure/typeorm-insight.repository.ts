import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { InsightRepository } from '../application/insight.repository';
import type { NewProjectInsight, ProjectInsight } from '../domain/project-insight';
import { LATEST_PER_PROJECT, RECORD_INSIGHT } from './insights.statements';

/**
 * The statements of insights.statements.ts through the unit of work's manager: the latest figures
 * per project (DISTINCT ON), numbers cast as the API shows them, and an insert only for a known project.
 */
@Injectable()
export class TypeormInsightRepository extends InsightRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  latestPerProject(): Promise<ProjectInsight[]> {
    return this.unitOfWork.manager().query(LATEST_PER_PROJECT);
  }

  async record(insight: NewProjectInsight): Promise<ProjectInsight | null> {
    const rows = await this.unitOfWork
      .manager()
      .query<ProjectInsight[]>(RECORD_INSIGHT, [
        insight.projectId,
        insight.totalUsers,
        insight.kycUsers,
        insight.tradingVolume,
        insight.growthScore,
      ]);
    return rows[0] ?? null;
  }
}
