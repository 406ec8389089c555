import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PartnerPortal1763700200000 implements MigrationInterface {
  name = 'PartnerPortal1763700200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE partner_profiles (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        company_name varchar(120) NOT NULL,
        website varchar(2048),
        description text,
        referral_code varchar(32) NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        decided_by integer REFERENCES users (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX partner_profiles_status_index ON partner_profiles (status, created_at)`);

    await queryRunner.query(`
      CREATE TABLE referrals (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        partner_id integer NOT NULL REFERENCES partner_profiles (id) ON DELETE CASCADE,
        code varchar(32) NOT NULL,
        clicks integer NOT NULL DEFAULT 0 CHECK (clicks >= 0),
        conversions integer NOT NULL DEFAULT 0 CHECK (conversions >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX referrals_code_unique ON referrals (lower(code))`);
    await queryRunner.query(`CREATE INDEX referrals_partner_index ON referrals (partner_id, created_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE referral_visits (
        referral_id integer NOT NULL REFERENCES referrals (id) ON DELETE CASCADE,
        visitor varchar(64) NOT NULL,
        last_counted_at timestamptz NOT NULL,
        PRIMARY KEY (referral_id, visitor)
      )`);

    await queryRunner.query(`
      CREATE TABLE referral_conversions (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        referral_id integer NOT NULL REFERENCES referrals (id) ON DELETE CASCADE,
        converted_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE campaigns (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        partner_id integer NOT NULL REFERENCES partner_profiles (id) ON DELETE CASCADE,
        name varchar(120) NOT NULL,
        description text NOT NULL DEFAULT '',
        budget integer NOT NULL DEFAULT 0 CHECK (budget >= 0),
        status varchar(16) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'completed')),
        start_date date,
        end_date date,
        target_metrics text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (start_date IS NULL OR end_date IS NULL OR end_date >= start_date)
      )`);
    await queryRunner.query(`CREATE INDEX campaigns_partner_index ON campaigns (partner_id, created_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE article_submissions (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        partner_id integer NOT NULL REFERENCES partner_profiles (id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        category varchar(50) NOT NULL,
        excerpt varchar(500) NOT NULL,
        content text NOT NULL,
        image_url varchar(2048),
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        admin_notes text,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        decided_by integer REFERENCES users (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX article_submissions_partner_index ON article_submissions (partner_id, created_at DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX article_submissions_status_index ON article_submissions (status, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'article_submissions',
      'campaigns',
      'referral_conversions',
      'referral_visits',
      'referrals',
      'partner_profiles',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
