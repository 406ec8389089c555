import type { MigrationInterface, QueryRunner } from 'typeorm';
import { changeTriggerStatements } from '../cached-tables';

/** The queues read their items' claims from the change-notified cache: moderation_claims announces its changes. */
export class CachedClaims1763701720000 implements MigrationInterface {
  name = 'CachedClaims1763701720000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of changeTriggerStatements()) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER IF EXISTS moderation_claims_changed ON moderation_claims');
  }
}
