import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every audited change stores the values it changed, before and after. Entries written before
 * this have neither (null), so the columns stay nullable.
 */
export class AuditBeforeAfter1763701660000 implements MigrationInterface {
  name = 'AuditBeforeAfter1763701660000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE audit_log ADD COLUMN before jsonb, ADD COLUMN after jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE audit_log DROP COLUMN before, DROP COLUMN after`);
  }
}
