import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved rejection reasons admins reuse in decisions. Labels are unique whatever their letter case,
 * so "Duplicate" and "duplicate" cannot both be offered in the select.
 */
export class DecisionNoteTemplates1763701680000 implements MigrationInterface {
  name = 'DecisionNoteTemplates1763701680000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE decision_note_templates (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        label varchar(80) NOT NULL,
        reason_code varchar(32),
        body varchar(1000) NOT NULL,
        created_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX decision_note_templates_label_key ON decision_note_templates (lower(label))`,
    );
    await queryRunner.query(`CREATE INDEX decision_note_templates_created ON decision_note_templates (created_at, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE decision_note_templates`);
  }
}
