import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner profiles can be withdrawn by their owner while pending and revoked by an admin once
 * approved; both close the partner tools like a rejection.
 */
export class PartnerProfileStatuses1763701620000 implements MigrationInterface {
  name = 'PartnerProfileStatuses1763701620000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE partner_profiles
        DROP CONSTRAINT partner_profiles_status_check,
        ADD CONSTRAINT partner_profiles_status_check
          CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn', 'revoked'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE partner_profiles SET status = 'rejected' WHERE status IN ('withdrawn', 'revoked')`);
    await queryRunner.query(`
      ALTER TABLE partner_profiles
        DROP CONSTRAINT partner_profiles_status_check,
        ADD CONSTRAINT partner_profiles_status_check CHECK (status IN ('pending', 'approved', 'rejected'))`);
  }
}
