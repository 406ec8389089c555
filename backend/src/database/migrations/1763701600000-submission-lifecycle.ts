import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Owners follow and fix their project submissions: a shared timeline of every owner-submitted
 * item (kind + id, oldest first), a `withdrawn` status, and the reason code of a rejection,
 * which decides whether and when the owner may resubmit. Existing submissions get their
 * submitted (and decided) entries so every timeline starts at the beginning.
 */
export class SubmissionLifecycle1763701600000 implements MigrationInterface {
  name = 'SubmissionLifecycle1763701600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE item_timeline (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        item_kind varchar(32) NOT NULL
          CHECK (item_kind IN ('project-submission', 'article-submission', 'partner-profile')),
        item_id integer NOT NULL,
        event varchar(16) NOT NULL
          CHECK (event IN ('submitted', 'edited', 'withdrawn', 'decided', 'resubmitted', 'reopened', 'reversed')),
        actor varchar(8) NOT NULL CHECK (actor IN ('owner', 'admin')),
        actor_id integer REFERENCES users (id) ON DELETE SET NULL,
        outcome varchar(16),
        reason_code varchar(32),
        notes text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX item_timeline_item_index ON item_timeline (item_kind, item_id, id)');

    await queryRunner.query(`
      ALTER TABLE project_submissions
        DROP CONSTRAINT project_submissions_verification_status_check,
        ADD CONSTRAINT project_submissions_verification_status_check
          CHECK (verification_status IN ('pending', 'approved', 'rejected', 'withdrawn')),
        ADD COLUMN reason_code varchar(32)
          CHECK (reason_code IN ('needs_more_detail', 'cannot_verify', 'duplicate', 'not_a_fit', 'other'))`);
    await queryRunner.query(
      `UPDATE project_submissions SET reason_code = 'other' WHERE verification_status = 'rejected'`,
    );
    await queryRunner.query(`
      INSERT INTO item_timeline (item_kind, item_id, event, actor, actor_id, at)
      SELECT 'project-submission', id, 'submitted', 'owner', user_id, created_at FROM project_submissions ORDER BY id`);
    await queryRunner.query(`
      INSERT INTO item_timeline (item_kind, item_id, event, actor, actor_id, outcome, reason_code, notes, at)
      SELECT 'project-submission', id, 'decided', 'admin', decided_by, verification_status, reason_code, admin_notes,
             coalesce(decided_at, created_at)
      FROM project_submissions WHERE verification_status IN ('approved', 'rejected') ORDER BY id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE project_submissions SET verification_status = 'rejected' WHERE verification_status = 'withdrawn'`,
    );
    await queryRunner.query(`
      ALTER TABLE project_submissions
        DROP COLUMN reason_code,
        DROP CONSTRAINT project_submissions_verification_status_check,
        ADD CONSTRAINT project_submissions_verification_status_check
          CHECK (verification_status IN ('pending', 'approved', 'rejected'))`);
    await queryRunner.query('DROP TABLE item_timeline');
  }
}
