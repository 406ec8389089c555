import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The admins' accounts list pages by (created_at, id) like the other admin lists (keyset, never OFFSET). */
export class UsersKeyset1763701710000 implements MigrationInterface {
  name = 'UsersKeyset1763701710000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX users_keyset ON users (created_at, id) WHERE deleted_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS users_keyset`);
  }
}
