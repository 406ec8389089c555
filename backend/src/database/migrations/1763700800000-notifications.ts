import PgBoss from 'pg-boss';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** pg-boss's own schema, created here so that every database (and test template) has it. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

function jobQueueSchemaStatements(): string {
  // The plan wraps itself in BEGIN/COMMIT; the migration already runs in a transaction.
  return PgBoss.getConstructionPlans(JOB_QUEUE_SCHEMA)
    .replace(/^\s*BEGIN;/, '')
    .replace(/COMMIT;\s*$/, '');
}

/**
 * Notifications in the app, mail deliveries (the record that makes each message go out once),
 * an optional email address on accounts, the reason a partner profile was decided with, and
 * the job queue's schema.
 */
export class Notifications1763700800000 implements MigrationInterface {
  name = 'Notifications1763700800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE users ADD COLUMN email varchar(320), ADD COLUMN email_verified_at timestamptz`,
    );
    await queryRunner.query(`ALTER TABLE partner_profiles ADD COLUMN decision_reason text`);
    await queryRunner.query(`
      CREATE TABLE notifications (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind varchar(40) NOT NULL,
        title varchar(200) NOT NULL,
        body text NOT NULL,
        link varchar(300),
        dedupe_key varchar(200) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX notifications_user_newest ON notifications (user_id, id DESC)`);
    await queryRunner.query(`CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE notification_preferences (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind varchar(40) NOT NULL,
        email boolean NOT NULL,
        PRIMARY KEY (user_id, kind)
      )`);
    await queryRunner.query(`
      CREATE TABLE mail_deliveries (
        id bigserial PRIMARY KEY,
        idempotency_key varchar(200) NOT NULL UNIQUE,
        recipient varchar(320) NOT NULL,
        subject varchar(300) NOT NULL,
        transport varchar(10) NOT NULL CHECK (transport IN ('smtp', 'outbox')),
        outbox_file varchar(200),
        message_id varchar(300),
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX mail_deliveries_outbox_newest ON mail_deliveries (id DESC) WHERE transport = 'outbox'`,
    );
    await queryRunner.query(jobQueueSchemaStatements());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP SCHEMA IF EXISTS ${JOB_QUEUE_SCHEMA} CASCADE`);
    await queryRunner.query('DROP TABLE mail_deliveries');
    await queryRunner.query('DROP TABLE notification_preferences');
    await queryRunner.query('DROP TABLE notifications');
    await queryRunner.query('ALTER TABLE partner_profiles DROP COLUMN decision_reason');
    await queryRunner.query('ALTER TABLE users DROP COLUMN email_verified_at, DROP COLUMN email');
  }
}
