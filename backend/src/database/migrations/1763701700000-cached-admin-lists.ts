import type { MigrationInterface, QueryRunner } from 'typeorm';
import { changeTriggerStatements } from '../cached-tables';

/**
 * The admins' project submission list keeps its pages and totals in the change-notified cache,
 * so project_submissions joins the tables whose changes are announced (see cached-tables.ts).
 */
export class CachedAdminLists1763701700000 implements MigrationInterface {
  name = 'CachedAdminLists1763701700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of changeTriggerStatements()) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER IF EXISTS project_submissions_changed ON project_submissions');
  }
}
