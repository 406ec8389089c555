import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account a session belongs to, as a column: the sessions list and "sign out everywhere"
 * find an account's sessions by index instead of reading every row's JSON. Generated from what
 * passport stores, so connect-pg-simple's inserts and updates (which name only sid, sess and
 * expire) keep it right without knowing of it. Anything but a plain id (an anonymous session,
 * a hand-edited row) is NULL rather than an error that would fail the session write.
 */
export class SessionOwner1763701100000 implements MigrationInterface {
  name = 'SessionOwner1763701100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE user_sessions ADD COLUMN user_id integer GENERATED ALWAYS AS (
        CASE WHEN (sess -> 'passport' ->> 'user') ~ '^[0-9]{1,9}$'
          THEN (sess -> 'passport' ->> 'user')::integer END
      ) STORED`);
    await queryRunner.query(`CREATE INDEX user_sessions_user_id ON user_sessions (user_id) WHERE user_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX user_sessions_user_id');
    await queryRunner.query('ALTER TABLE user_sessions DROP COLUMN user_id');
  }
}
