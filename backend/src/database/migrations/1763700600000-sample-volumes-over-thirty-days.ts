import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SAMPLE_INSIGHTS, SNAPSHOT_DAYS, seededVolume } from './1763700400000-project-insights';

const DAYS_IN_WINDOW = 30;

/**
 * A project's trading volume means its trading over the last 30 days (the community page's
 * 'Last 30 days'), but the sample snapshots were seeded with one day's trading. Only rows that
 * still hold exactly the seeded figure change, so insights recorded by admins are left alone.
 */
export class SampleVolumesOverThirtyDays1763700600000 implements MigrationInterface {
  name = 'SampleVolumesOverThirtyDays1763700600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.scaleSeededVolumes(queryRunner, (volume) => [volume, volume * DAYS_IN_WINDOW]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.scaleSeededVolumes(queryRunner, (volume) => [volume * DAYS_IN_WINDOW, volume]);
  }

  private async scaleSeededVolumes(
    queryRunner: QueryRunner,
    fromTo: (seeded: number) => [from: number, to: number],
  ): Promise<void> {
    for (const [slug, , , volume] of SAMPLE_INSIGHTS) {
      for (let daysAgo = 0; daysAgo < SNAPSHOT_DAYS; daysAgo += 1) {
        const [from, to] = fromTo(seededVolume(volume, daysAgo));
        await queryRunner.query(
          `UPDATE project_insights SET trading_volume = $3
           WHERE project_id = (SELECT id FROM projects WHERE slug = $1) AND trading_volume = $2`,
          [slug, from, to],
        );
      }
    }
  }
}
