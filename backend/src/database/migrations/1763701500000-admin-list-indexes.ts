import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin lists page by (created_at, id) after their filters (keyset, never OFFSET): each gets a
 * btree that ends in created_at, id behind its equality filters, so a page reads only its rows in
 * order, in either direction. `q` is a case-insensitive substring (ILIKE '%…%'); on the two lists
 * that grow large (project submissions, audit log) trigram GIN indexes serve it when the search is
 * selective; elsewhere the filtered btree range is small enough to check row by row.
 */
export class AdminListIndexes1763701500000 implements MigrationInterface {
  name = 'AdminListIndexes1763701500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`DROP INDEX IF EXISTS project_submissions_status_index`);
    await queryRunner.query(
      `CREATE INDEX project_submissions_status_keyset ON project_submissions (verification_status, category, created_at, id)`,
    );
    await queryRunner.query(`CREATE INDEX project_submissions_keyset ON project_submissions (created_at, id)`);
    await queryRunner.query(
      `CREATE INDEX project_submissions_search ON project_submissions USING gin (project_name gin_trgm_ops, description gin_trgm_ops, website gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX audit_log_action_keyset ON audit_log (action, created_at, id)`);
    await queryRunner.query(`CREATE INDEX audit_log_target_keyset ON audit_log (target_type, created_at, id)`);
    await queryRunner.query(
      `CREATE INDEX audit_log_search ON audit_log USING gin (notes gin_trgm_ops, target_label gin_trgm_ops, admin_username gin_trgm_ops)`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS partner_profiles_status_index`);
    await queryRunner.query(`CREATE INDEX partner_profiles_status_keyset ON partner_profiles (status, created_at, id)`);
    await queryRunner.query(`DROP INDEX IF EXISTS article_submissions_status_index`);
    await queryRunner.query(
      `CREATE INDEX article_submissions_status_keyset ON article_submissions (status, created_at, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX projects_verification_keyset ON projects (verification_status, created_at, id) WHERE listed`,
    );
    await queryRunner.query(`DROP INDEX IF EXISTS contact_messages_created_at_index`);
    await queryRunner.query(`CREATE INDEX contact_messages_keyset ON contact_messages (created_at, id)`);
    await queryRunner.query(
      `CREATE INDEX newsletter_subscriptions_keyset ON newsletter_subscriptions (created_at, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [
      'project_submissions_status_keyset',
      'project_submissions_keyset',
      'project_submissions_search',
      'audit_log_action_keyset',
      'audit_log_target_keyset',
      'audit_log_search',
      'partner_profiles_status_keyset',
      'article_submissions_status_keyset',
      'projects_verification_keyset',
      'contact_messages_keyset',
      'newsletter_subscriptions_keyset',
    ]) {
      await queryRunner.query(`DROP INDEX IF EXISTS ${index}`);
    }
    await queryRunner.query(
      `CREATE INDEX project_submissions_status_index ON project_submissions (verification_status, created_at DESC)`,
    );
    await queryRunner.query(`CREATE INDEX partner_profiles_status_index ON partner_profiles (status, created_at)`);
    await queryRunner.query(
      `CREATE INDEX article_submissions_status_index ON article_submissions (status, created_at)`,
    );
    await queryRunner.query(`CREATE INDEX contact_messages_created_at_index ON contact_messages (created_at DESC)`);
  }
}
