import type { MigrationInterface, QueryRunner } from 'typeorm';
import { changeTriggerStatements } from '../cached-tables';

/**
 * Partner profiles join the change-notified cache, keyed by their account: the partner tools that
 * are read far more often than profiles change (the referral stats) look the caller's profile up
 * in memory.
 */
export class CachedPartnerProfiles1763701850000 implements MigrationInterface {
  name = 'CachedPartnerProfiles1763701850000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of changeTriggerStatements()) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['changed', 'truncated']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS partner_profiles_${trigger} ON partner_profiles`);
    }
  }
}
