import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Latest figures per sample project: [slug, total users, KYC share, volume in USD, growth score].
 * The volumes were first seeded as one day's trading; the stored figure means the last 30 days,
 * which the migration SampleVolumesOverThirtyDays1763700600000 brings them to.
 */
export const SAMPLE_INSIGHTS: [slug: string, users: number, kycShare: number, volume: number, growth: number][] = [
  ['binance', 1_250_000, 0.91, 18_450_000_000, 78.4],
  ['okx', 640_000, 0.88, 4_120_000_000, 81.2],
  ['bybit', 520_000, 0.86, 3_870_000_000, 84.6],
  ['coinbase', 980_000, 0.97, 2_950_000_000, 69.3],
  ['uniswap', 410_000, 0.42, 1_680_000_000, 72.8],
  ['aave', 182_000, 0.38, 690_000_000, 66.1],
  ['curve', 96_000, 0.31, 410_000_000, 58.7],
  ['arbitrum', 730_000, 0.35, 1_240_000_000, 88.9],
  ['polygon', 860_000, 0.33, 980_000_000, 74.5],
  ['optimism', 455_000, 0.36, 720_000_000, 86.2],
  ['metamask', 2_100_000, 0.12, 310_000_000, 63.4],
  ['opensea', 340_000, 0.47, 95_000_000, 52.9],
  ['pudgy-penguins', 48_000, 0.55, 12_500_000, 91.3],
  ['axie-infinity', 275_000, 0.29, 38_000_000, 61.8],
  ['the-sandbox', 190_000, 0.27, 21_000_000, 57.2],
];

export const SNAPSHOT_DAYS = 7;

/** The volume seeded for a project's snapshot taken `daysAgo` days before the latest one. */
export function seededVolume(latestVolume: number, daysAgo: number): number {
  return Math.round(latestVolume * (1 - daysAgo * 0.035));
}

export class ProjectInsights1763700400000 implements MigrationInterface {
  name = 'ProjectInsights1763700400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE project_insights (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        total_users integer NOT NULL CHECK (total_users >= 0),
        kyc_users integer NOT NULL CHECK (kyc_users >= 0 AND kyc_users <= total_users),
        trading_volume numeric(20, 2) NOT NULL CHECK (trading_volume >= 0),
        growth_score numeric(5, 2) NOT NULL CHECK (growth_score >= 0 AND growth_score <= 100),
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX project_insights_latest_index ON project_insights (project_id, recorded_at DESC, id DESC)`,
    );

    // A week of daily snapshots that grow towards the latest figures, so history looks real.
    for (const [slug, users, kycShare, volume, growth] of SAMPLE_INSIGHTS) {
      for (let daysAgo = SNAPSHOT_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
        const factor = 1 - daysAgo * 0.018;
        const totalUsers = Math.round(users * factor);
        await queryRunner.query(
          `INSERT INTO project_insights (project_id, total_users, kyc_users, trading_volume, growth_score, recorded_at)
           SELECT id, $2, $3, $4, $5, now() - make_interval(days => $6) FROM projects WHERE slug = $1`,
          [
            slug,
            totalUsers,
            Math.round(totalUsers * kycShare),
            seededVolume(volume, daysAgo),
            Math.max(0, Math.min(100, growth - daysAgo * 0.9)).toFixed(2),
            daysAgo,
          ],
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE project_insights');
  }
}
