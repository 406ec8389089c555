import type { MigrationInterface, QueryRunner } from 'typeorm';
import { JOB_QUEUE_SCHEMA } from './1763700800000-notifications';

/**
 * An index of the running jobs only, on pg-boss's job table (and so on every queue's partition,
 * also those created later). Each instance now renews the leases of its running jobs and looks
 * for lapsed ones every few seconds (JOB_LEASE_SECONDS / 3); none of pg-boss's indexes finds the
 * running jobs, so each look would read every job the table still keeps (12 hours of finished ones).
 * With it, a look reads the few running jobs. Drop it first should a pg-boss upgrade need to
 * rebuild the table (the down migration does).
 */
export class JobQueueActiveIndex1763701865000 implements MigrationInterface {
  name = 'JobQueueActiveIndex1763701865000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX job_active_lease ON ${JOB_QUEUE_SCHEMA}.job (name, started_on) WHERE state = 'active'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ${JOB_QUEUE_SCHEMA}.job_active_lease`);
  }
}
