import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An admin's claim on a pending queue item, so two admins do not review the same one. */
export class ModerationClaims1763701690000 implements MigrationInterface {
  name = 'ModerationClaims1763701690000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE moderation_claims (
        kind varchar(32) NOT NULL CHECK (kind IN ('partner', 'project', 'article', 'project-submission')),
        item_id integer NOT NULL,
        admin_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, item_id)
      )`);
    await queryRunner.query(`CREATE INDEX moderation_claims_admin ON moderation_claims (admin_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS moderation_claims`);
  }
}
