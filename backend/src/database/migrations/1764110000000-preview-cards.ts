import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The preview cards the server draws for articles and projects published after the build: one
 * row per item, replaced when what the card shows (its version) changes.
 */
export class PreviewCards1764110000000 implements MigrationInterface {
  name = 'PreviewCards1764110000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE preview_cards (
        key varchar(220) PRIMARY KEY,
        version varchar(32) NOT NULL,
        png bytea NOT NULL,
        drawn_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE preview_cards');
  }
}
