import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        username varchar(50) NOT NULL,
        password_hash text NOT NULL,
        role varchar(16) NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'partner', 'user')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_username_unique ON users (lower(username))`);

    await queryRunner.query(`
      CREATE TABLE user_sessions (
        sid varchar PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX user_sessions_expire_index ON user_sessions (expire)`);

    await queryRunner.query(`
      CREATE TABLE rate_limit_counters (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        reset_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX rate_limit_counters_reset_at_index ON rate_limit_counters (reset_at)`);

    await queryRunner.query(`
      CREATE TABLE app_settings (
        key varchar(64) PRIMARY KEY,
        value text NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE app_settings');
    await queryRunner.query('DROP TABLE rate_limit_counters');
    await queryRunner.query('DROP TABLE user_sessions');
    await queryRunner.query('DROP TABLE users');
  }
}
