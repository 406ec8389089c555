import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single-use tokens sent to account holders (email verification now, password reset later):
 * only a SHA-256 hash of each token is kept. Also: an address can be verified by one account
 * only, which the partial unique index holds even when two accounts verify at once.
 */
export class AccountTokens1763701000000 implements MigrationInterface {
  name = 'AccountTokens1763701000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE account_tokens (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose varchar(40) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        email varchar(320),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX account_tokens_user_purpose ON account_tokens (user_id, purpose, id DESC)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX users_verified_email_unique ON users (lower(email)) WHERE email_verified_at IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX users_verified_email_unique');
    await queryRunner.query('DROP TABLE account_tokens');
  }
}
