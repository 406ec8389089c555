import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner profiles get the owner lifecycle of submissions: the reason code of a rejection and
 * their entries in the shared item timeline, backfilled so every timeline starts at the beginning.
 */
export class PartnerProfileLifecycle1763701621000 implements MigrationInterface {
  name = 'PartnerProfileLifecycle1763701621000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE partner_profiles ADD COLUMN reason_code varchar(32)
        CHECK (reason_code IN ('needs_more_detail', 'cannot_verify', 'duplicate', 'not_a_fit', 'other'))`);
    await queryRunner.query(`UPDATE partner_profiles SET reason_code = 'other' WHERE status = 'rejected'`);
    await queryRunner.query(`
      INSERT INTO item_timeline (item_kind, item_id, event, actor, actor_id, at)
      SELECT 'partner-profile', id, 'submitted', 'owner', user_id, created_at FROM partner_profiles ORDER BY id`);
    await queryRunner.query(`
      INSERT INTO item_timeline (item_kind, item_id, event, actor, actor_id, outcome, reason_code, notes, at)
      SELECT 'partner-profile', id, 'decided', 'admin', decided_by, status, reason_code, decision_reason, coalesce(decided_at, created_at)
      FROM partner_profiles WHERE status IN ('approved', 'rejected') ORDER BY id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM item_timeline WHERE item_kind = 'partner-profile'`);
    await queryRunner.query('ALTER TABLE partner_profiles DROP COLUMN reason_code');
  }
}
