import type { MigrationInterface, QueryRunner } from 'typeorm';
import { changeTriggerStatements } from '../cached-tables';

/**
 * The referral stats keep the days before today in the change-notified cache: the daily rollups
 * announce changes to rows of past days only, so the click path (which writes today's rows) notifies nothing.
 */
export class CachedPastRollups1763701840000 implements MigrationInterface {
  name = 'CachedPastRollups1763701840000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of changeTriggerStatements()) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['referral_daily_stats', 'referral_daily_sources']) {
      for (const trigger of ['inserted', 'updated', 'deleted', 'truncated']) {
        await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_${trigger} ON ${table}`);
      }
    }
  }
}
