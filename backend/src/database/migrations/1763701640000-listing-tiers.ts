import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paid listing tiers: the payments admins record for featured and verified submissions (one row
 * per recording, so a listing that changes tier and is paid again keeps both), the timeline
 * event that tells the owner, and the directory's Featured placement.
 */
export class ListingTiers1763701640000 implements MigrationInterface {
  name = 'ListingTiers1763701640000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE project_submission_payments (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        submission_id integer NOT NULL REFERENCES project_submissions (id) ON DELETE CASCADE,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency char(3) NOT NULL DEFAULT 'USD' CHECK (currency = 'USD'),
        reference varchar(100) NOT NULL CHECK (length(reference) > 0),
        paid_on date NOT NULL,
        recorded_by integer REFERENCES users (id) ON DELETE SET NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      'CREATE INDEX project_submission_payments_submission_index ON project_submission_payments (submission_id, id)',
    );
    await queryRunner.query(`
      ALTER TABLE item_timeline
        DROP CONSTRAINT item_timeline_event_check,
        ADD CONSTRAINT item_timeline_event_check
          CHECK (event IN ('submitted', 'edited', 'withdrawn', 'decided', 'resubmitted', 'reopened', 'reversed', 'payment-recorded'))`);
    await queryRunner.query('ALTER TABLE projects ADD COLUMN featured boolean NOT NULL DEFAULT false');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE projects DROP COLUMN featured');
    await queryRunner.query(`DELETE FROM item_timeline WHERE event = 'payment-recorded'`);
    await queryRunner.query(`
      ALTER TABLE item_timeline
        DROP CONSTRAINT item_timeline_event_check,
        ADD CONSTRAINT item_timeline_event_check
          CHECK (event IN ('submitted', 'edited', 'withdrawn', 'decided', 'resubmitted', 'reopened', 'reversed'))`);
    await queryRunner.query('DROP TABLE project_submission_payments');
  }
}
