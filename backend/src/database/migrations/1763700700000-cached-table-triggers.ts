import type { MigrationInterface, QueryRunner } from 'typeorm';
import { changeTriggerStatements } from '../cached-tables';

/**
 * Makes the change triggers (first created by 1763700500000) exactly those that the registry of
 * cached tables (`cached-tables.ts`) lists, so readers' cache tags and the notifications they
 * wait for come from one place.
 */
export class CachedTableTriggers1763700700000 implements MigrationInterface {
  name = 'CachedTableTriggers1763700700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of changeTriggerStatements()) await queryRunner.query(statement);
  }

  async down(): Promise<void> {
    // The triggers 1763700500000 created were the same set: there is nothing to restore.
  }
}
