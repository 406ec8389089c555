import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Article submissions get the owner lifecycle of project submissions: a `withdrawn` status, the
 * reason code of a rejection, and their entries in the shared item timeline.
 */
export class ArticleSubmissionLifecycle1763701610000 implements MigrationInterface {
  name = 'ArticleSubmissionLifecycle1763701610000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE article_submissions
        DROP CONSTRAINT article_submissions_status_check,
        ADD CONSTRAINT article_submissions_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
        ADD COLUMN reason_code varchar(32)
          CHECK (reason_code IN ('needs_more_detail', 'cannot_verify', 'duplicate', 'not_a_fit', 'other'))`);
    await queryRunner.query(`UPDATE article_submissions SET reason_code = 'other' WHERE status = 'rejected'`);
    await queryRunner.query(`
      INSERT INTO item_timeline (item_kind, item_id, event, actor, actor_id, at)
      SELECT 'article-submission', article.id, 'submitted', 'owner', partner.user_id, article.created_at
      FROM article_submissions article JOIN partner_profiles partner ON partner.id = article.partner_id
      ORDER BY article.id`);
    await queryRunner.query(`
      INSERT INTO item_timeline (item_kind, item_id, event, actor, actor_id, outcome, reason_code, notes, at)
      SELECT 'article-submission', id, 'decided', 'admin', decided_by, status, reason_code, admin_notes, coalesce(decided_at, created_at)
      FROM article_submissions WHERE status IN ('approved', 'rejected') ORDER BY id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM item_timeline WHERE item_kind = 'article-submission'`);
    await queryRunner.query(`UPDATE article_submissions SET status = 'rejected' WHERE status = 'withdrawn'`);
    await queryRunner.query(`
      ALTER TABLE article_submissions
        DROP COLUMN reason_code,
        DROP CONSTRAINT article_submissions_status_check,
        ADD CONSTRAINT article_submissions_status_check CHECK (status IN ('pending', 'approved', 'rejected'))`);
  }
}
