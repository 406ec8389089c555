import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wallets that sign accounts in (Sign-In with Ethereum), and the partners' payout addresses (each
 * change kept, effective after a hold). An address belongs to one account (the
 * unique index), stored lower-case. An account made with a wallet has no password: its
 * password_hash is null, and no password matches it.
 */
export class Wallets1763701900000 implements MigrationInterface {
  name = 'Wallets1763701900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE wallets (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        address varchar(42) NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
        chain_id integer NOT NULL CHECK (chain_id > 0),
        name varchar(50),
        linked_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX wallets_address ON wallets (address)`);
    await queryRunner.query(`CREATE INDEX wallets_user ON wallets (user_id, id)`);
    // A sign-in nonce is used once: taking it is a DELETE, which one request alone can win.
    await queryRunner.query(`
      CREATE TABLE sign_in_nonces (
        nonce varchar(96) PRIMARY KEY,
        session_id varchar(128) NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX sign_in_nonces_expires_at ON sign_in_nonces (expires_at)`);
    await queryRunner.query(`
      CREATE TABLE payout_address_changes (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        address varchar(42) NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
        chain_id integer NOT NULL CHECK (chain_id > 0),
        requested_at timestamptz NOT NULL DEFAULT now(),
        effective_at timestamptz NOT NULL,
        cancelled_at timestamptz,
        requested_from varchar(300)
      )`);
    await queryRunner.query(`CREATE INDEX payout_address_changes_user ON payout_address_changes (user_id, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE payout_address_changes`);
    await queryRunner.query(`DROP TABLE sign_in_nonces`);
    await queryRunner.query(`DROP TABLE wallets`);
    await queryRunner.query(`UPDATE users SET password_hash = '!' WHERE password_hash IS NULL`);
    await queryRunner.query(`ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL`);
  }
}
