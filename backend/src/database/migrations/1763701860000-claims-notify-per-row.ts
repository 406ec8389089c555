import type { MigrationInterface, QueryRunner } from 'typeorm';
import { changeTriggerStatements } from '../cached-tables';

/**
 * Moderation claims announce their changes per changed row instead of per statement: every
 * decision ends the item's claim, and most items were never claimed, so the statement-level
 * trigger announced a change on nearly every decision and dropped every instance's cached claims.
 */
export class ClaimsNotifyPerRow1763701860000 implements MigrationInterface {
  name = 'ClaimsNotifyPerRow1763701860000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of changeTriggerStatements()) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['inserted', 'updated', 'deleted', 'truncated']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS moderation_claims_${trigger} ON moderation_claims`);
    }
    await queryRunner.query(
      `CREATE TRIGGER moderation_claims_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON moderation_claims
       FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()`,
    );
  }
}
