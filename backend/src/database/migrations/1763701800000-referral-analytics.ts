import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Referral analytics: every click a link receives is an event (counted or excluded, and why),
 * every conversion carries its review status and the signals fraud checks read, daily rollups per
 * link keep reads fast at any volume, and a link may belong to one of its partner's campaigns.
 */
export class ReferralAnalytics1763701800000 implements MigrationInterface {
  name = 'ReferralAnalytics1763701800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE referrals ADD COLUMN campaign_id integer REFERENCES campaigns (id) ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX referrals_campaign_index ON referrals (campaign_id) WHERE campaign_id IS NOT NULL`,
    );

    // Raw click events, kept for a configurable number of days. `excluded` is null for a counted click.
    await queryRunner.query(`
      CREATE TABLE referral_click_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        referral_id integer NOT NULL REFERENCES referrals (id) ON DELETE CASCADE,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        visitor varchar(64) NOT NULL,
        referrer_host varchar(255),
        landing_path varchar(512) NOT NULL DEFAULT '/',
        utm_source varchar(200),
        utm_medium varchar(200),
        utm_campaign varchar(200),
        utm_term varchar(200),
        utm_content varchar(200),
        excluded varchar(16) CHECK (excluded IN ('bot', 'duplicate', 'own', 'admin', 'rate-limit', 'not-navigation', 'inactive'))
      )`);
    await queryRunner.query(
      `CREATE INDEX referral_click_events_referral_time ON referral_click_events (referral_id, occurred_at)`,
    );
    await queryRunner.query(`CREATE INDEX referral_click_events_time ON referral_click_events (occurred_at)`);

    // One row per link and UTC day: counted and raw clicks, exclusions by reason, conversions by status.
    await queryRunner.query(`
      CREATE TABLE referral_daily_stats (
        referral_id integer NOT NULL REFERENCES referrals (id) ON DELETE CASCADE,
        day date NOT NULL,
        clicks integer NOT NULL DEFAULT 0,
        raw_clicks integer NOT NULL DEFAULT 0,
        excluded_bot integer NOT NULL DEFAULT 0,
        excluded_duplicate integer NOT NULL DEFAULT 0,
        excluded_own integer NOT NULL DEFAULT 0,
        excluded_admin integer NOT NULL DEFAULT 0,
        excluded_rate_limit integer NOT NULL DEFAULT 0,
        excluded_not_navigation integer NOT NULL DEFAULT 0,
        excluded_inactive integer NOT NULL DEFAULT 0,
        conversions integer NOT NULL DEFAULT 0,
        flagged_conversions integer NOT NULL DEFAULT 0,
        voided_conversions integer NOT NULL DEFAULT 0,
        PRIMARY KEY (referral_id, day)
      )`);

    // Counted clicks per link, day and referrer host or landing path: the "top" lists.
    await queryRunner.query(`
      CREATE TABLE referral_daily_sources (
        referral_id integer NOT NULL REFERENCES referrals (id) ON DELETE CASCADE,
        day date NOT NULL,
        dimension varchar(8) NOT NULL CHECK (dimension IN ('host', 'path')),
        value varchar(512) NOT NULL,
        clicks integer NOT NULL DEFAULT 0,
        PRIMARY KEY (referral_id, day, dimension, value)
      )`);

    // A conversion's review status and what the fraud checks read. Only 'counted' ones count.
    await queryRunner.query(`
      ALTER TABLE referral_conversions
        ADD COLUMN status varchar(16) NOT NULL DEFAULT 'counted' CHECK (status IN ('counted', 'flagged', 'voided')),
        ADD COLUMN flags text[] NOT NULL DEFAULT '{}',
        ADD COLUMN click_event_id bigint,
        ADD COLUMN visitor varchar(64),
        ADD COLUMN client_address varchar(64),
        ADD COLUMN user_agent varchar(512),
        ADD COLUMN reviewed_by integer REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN reviewed_at timestamptz,
        ADD COLUMN review_note text`);
    await queryRunner.query(
      `CREATE INDEX referral_conversions_referral_time ON referral_conversions (referral_id, converted_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX referral_conversions_flagged ON referral_conversions (converted_at, user_id) WHERE status = 'flagged'`,
    );
    await queryRunner.query(
      `CREATE INDEX referral_conversions_address_time ON referral_conversions (client_address, converted_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX referral_conversions_visitor_time ON referral_conversions (visitor, converted_at)`,
    );

    // What the rollups hold for the clicks and conversions counted before events existed.
    await queryRunner.query(`
      INSERT INTO referral_daily_stats (referral_id, day, clicks, raw_clicks)
      SELECT id, (created_at AT TIME ZONE 'UTC')::date, clicks, clicks FROM referrals WHERE clicks > 0`);
    await queryRunner.query(`
      INSERT INTO referral_daily_stats (referral_id, day, conversions)
      SELECT referral_id, (converted_at AT TIME ZONE 'UTC')::date, count(*) FROM referral_conversions GROUP BY 1, 2
      ON CONFLICT (referral_id, day) DO UPDATE SET conversions = referral_daily_stats.conversions + EXCLUDED.conversions`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS referral_daily_sources`);
    await queryRunner.query(`DROP TABLE IF EXISTS referral_daily_stats`);
    await queryRunner.query(`DROP TABLE IF EXISTS referral_click_events`);
    for (const index of [
      'referral_conversions_referral_time',
      'referral_conversions_flagged',
      'referral_conversions_address_time',
      'referral_conversions_visitor_time',
    ]) {
      await queryRunner.query(`DROP INDEX IF EXISTS ${index}`);
    }
    await queryRunner.query(`
      ALTER TABLE referral_conversions
        DROP COLUMN status, DROP COLUMN flags, DROP COLUMN click_event_id, DROP COLUMN visitor,
        DROP COLUMN client_address, DROP COLUMN user_agent, DROP COLUMN reviewed_by, DROP COLUMN reviewed_at, DROP COLUMN review_note`);
    await queryRunner.query(`ALTER TABLE referrals DROP COLUMN campaign_id`);
  }
}
