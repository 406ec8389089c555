import type { MigrationInterface, QueryRunner } from 'typeorm';
import { changeTriggerStatements } from '../cached-tables';

/**
 * Personal API tokens (`Authorization: Bearer …`): only a SHA-256 hash of each token is kept,
 * with a short prefix to tell tokens apart in lists. Token lookups are cached, so the table joins
 * the change-notified ones (a revoked token is dropped from every instance's cache at once).
 */
export class ApiTokens1763701300000 implements MigrationInterface {
  name = 'ApiTokens1763701300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE api_tokens (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        prefix varchar(16) NOT NULL,
        scope varchar(20) NOT NULL CHECK (scope IN ('read', 'read-write')),
        expires_at timestamptz,
        last_used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX api_tokens_user ON api_tokens (user_id, id DESC) WHERE revoked_at IS NULL`);
    for (const statement of changeTriggerStatements()) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE api_tokens');
  }
}
