// Hand-written SQL of the project insights, with the numbers cast as the API shows them.

/** A ProjectInsight's columns, cast as the API shows them. */
const COLUMNS = `insight.id::int AS id, insight.project_id AS "projectId", insight.total_users AS "totalUsers",
  insight.kyc_users AS "kycUsers", insight.trading_volume::float8 AS "tradingVolume",
  insight.growth_score::text AS "growthScore", insight.recorded_at AS "recordedAt"`;

/** The latest figures per listed project (DISTINCT ON), largest trading volume first. */
export const LATEST_PER_PROJECT = `
      SELECT * FROM (
        SELECT DISTINCT ON (insight.project_id) ${COLUMNS}
        FROM project_insights insight JOIN projects project ON project.id = insight.project_id
        WHERE project.listed
        ORDER BY insight.project_id, insight.recorded_at DESC, insight.id DESC
      ) latest
      ORDER BY "tradingVolume" DESC, "projectId"`;

/** Conditional insert: the figures only for a known project (INSERT … SELECT), returned as the API shows them. */
export const RECORD_INSIGHT = `INSERT INTO project_insights AS insight (project_id, total_users, kyc_users, trading_volume, growth_score)
       SELECT id, $2, $3, $4, $5 FROM projects WHERE id = $1
       RETURNING ${COLUMNS}`;
