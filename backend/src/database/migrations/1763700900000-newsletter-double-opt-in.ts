import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double opt-in for the newsletter. Addresses that subscribed before confirmation existed become
 * `active`: they asked for the newsletter under the rules of the time, and there is no way to
 * tell them apart from a typo now (their `confirmed_at` stays empty, which shows it).
 */
export class NewsletterDoubleOptIn1763700900000 implements MigrationInterface {
  name = 'NewsletterDoubleOptIn1763700900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE newsletter_subscriptions
        ADD COLUMN status varchar(12) NOT NULL DEFAULT 'active'
          CHECK (status IN ('pending', 'active', 'unsubscribed')),
        ADD COLUMN confirm_token_hash char(64),
        ADD COLUMN confirm_token_expires_at timestamptz,
        ADD COLUMN confirmation_sends integer NOT NULL DEFAULT 0,
        ADD COLUMN confirmed_at timestamptz,
        ADD COLUMN unsubscribed_at timestamptz`);
    await queryRunner.query(`ALTER TABLE newsletter_subscriptions ALTER COLUMN status SET DEFAULT 'pending'`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX newsletter_subscriptions_confirm_token ON newsletter_subscriptions (confirm_token_hash)
         WHERE confirm_token_hash IS NOT NULL`,
    );
    // The key that signs unsubscribe links (an HMAC of the subscription id), made once per database.
    await queryRunner.query(`
      CREATE TABLE newsletter_settings (
        key varchar(60) PRIMARY KEY,
        value text NOT NULL
      )`);
    await queryRunner.query(`INSERT INTO newsletter_settings (key, value) VALUES ('unsubscribe_key', $1)`, [
      randomBytes(32).toString('base64url'),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE newsletter_settings');
    await queryRunner.query('DROP INDEX newsletter_subscriptions_confirm_token');
    await queryRunner.query(`
      ALTER TABLE newsletter_subscriptions
        DROP COLUMN status, DROP COLUMN confirm_token_hash, DROP COLUMN confirm_token_expires_at,
        DROP COLUMN confirmation_sends, DROP COLUMN confirmed_at, DROP COLUMN unsubscribed_at`);
  }
}
