import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters and sign-in nonces live minutes, and every sign-in writes both. As logged
 * tables each of those writes waited for the write-ahead log to reach the disk, holding its row
 * lock meanwhile: the counter of one client address (an office behind one NAT, a load test) let
 * its sign-ins through one disk flush at a time, about 200 a second here. Unlogged, they skip the
 * log. What that costs: after a database crash (not a clean restart) both tables start empty, so
 * every client gets a fresh rate-limit window and a nonce issued before the crash must be asked for
 * again; neither is copied to a streaming replica.
 */
export class UnloggedShortLivedTables1763701910000 implements MigrationInterface {
  name = 'UnloggedShortLivedTables1763701910000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE rate_limit_counters SET UNLOGGED`);
    await queryRunner.query(`ALTER TABLE sign_in_nonces SET UNLOGGED`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sign_in_nonces SET LOGGED`);
    await queryRunner.query(`ALTER TABLE rate_limit_counters SET LOGGED`);
  }
}
