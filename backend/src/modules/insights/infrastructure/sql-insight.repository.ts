import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { InsightRepository } from '../application/insight.repository';
import type { NewProjectInsight, ProjectInsight } from '../domain/project-insight';

const COLUMNS = `insight.id::int AS id, insight.project_id AS "projectId", insight.total_users AS "totalUsers",
  insight.kyc_users AS "kycUsers", insight.trading_volume::float8 AS "tradingVolume",
  insight.growth_score::text AS "growthScore", insight.recorded_at AS "recordedAt"`;

/**
 * Hand-written SQL through the unit of work's manager: the latest figures per project
 * (DISTINCT ON), numbers cast as the API shows them, and an insert only for a known project.
 */
@Injectable()
export class SqlInsightRepository extends InsightRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  latestPerProject(): Promise<ProjectInsight[]> {
    return this.unitOfWork.manager().query(`
      SELECT * FROM (
        SELECT DISTINCT ON (insight.project_id) ${COLUMNS}
        FROM project_insights insight JOIN projects project ON project.id = insight.project_id
        WHERE project.listed
        ORDER BY insight.project_id, insight.recorded_at DESC, insight.id DESC
      ) latest
      ORDER BY "tradingVolume" DESC, "projectId"`);
  }

  async record(insight: NewProjectInsight): Promise<ProjectInsight | null> {
    const rows = await this.unitOfWork.manager().query<ProjectInsight[]>(
      `INSERT INTO project_insights AS insight (project_id, total_users, kyc_users, trading_volume, growth_score)
       SELECT id, $2, $3, $4, $5 FROM projects WHERE id = $1
       RETURNING ${COLUMNS}`,
      [insight.projectId, insight.totalUsers, insight.kycUsers, insight.tradingVolume, insight.growthScore],
    );
    return rows[0] ?? null;
  }
}
