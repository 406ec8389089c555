import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactAndNewsletter1763700100000 implements MigrationInterface {
  name = 'ContactAndNewsletter1763700100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contact_messages (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        company varchar(120) NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX contact_messages_created_at_index ON contact_messages (created_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE newsletter_subscriptions (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email varchar(254) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX newsletter_subscriptions_email_unique ON newsletter_subscriptions (lower(email))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE newsletter_subscriptions');
    await queryRunner.query('DROP TABLE contact_messages');
  }
}
