import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor authentication (TOTP). The shared secret is kept encrypted (AES-256-GCM, key in
 * app_settings), never in the clear; a secret being set up waits in `pending_secret` until a
 * code proves the authenticator has it. `last_used_step` refuses a code's second use.
 * Recovery codes are kept as SHA-256 hashes only; each works once.
 */
export class TwoFactor1763701200000 implements MigrationInterface {
  name = 'TwoFactor1763701200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_two_factor (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret text,
        pending_secret text,
        enabled_at timestamptz,
        last_used_step bigint,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (enabled_at IS NULL OR secret IS NOT NULL)
      )`);
    await queryRunner.query(`
      CREATE TABLE two_factor_recovery_codes (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, code_hash)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE two_factor_recovery_codes');
    await queryRunner.query('DROP TABLE user_two_factor');
  }
}
