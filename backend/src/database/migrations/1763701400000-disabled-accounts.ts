import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin can disable an account: it can no longer sign in, and its sessions end at once
 * (the users row's change notification drops the cached user on every instance). A deleted
 * account keeps an anonymised, disabled row (what others depend on still points at it) and
 * `deleted_at`, which no admin action undoes.
 */
export class DisabledAccounts1763701400000 implements MigrationInterface {
  name = 'DisabledAccounts1763701400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN disabled_at timestamptz, ADD COLUMN deleted_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN disabled_at, DROP COLUMN deleted_at`);
  }
}
