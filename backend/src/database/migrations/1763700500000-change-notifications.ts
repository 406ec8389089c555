import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change to a table that the app caches is announced on the `table_changes` channel when
 * it commits, whoever made it: `projects` for a whole table, `users:12` or `user_sessions:<sid>`
 * for one row. Each instance listens and drops what it cached (ChangeNotifiedCache).
 */
const TABLE_TRIGGERS: [table: string, rowKey: string | null][] = [
  ['projects', null],
  ['project_insights', null],
  ['users', 'id'],
  ['user_sessions', 'sid'],
];

export class ChangeNotifications1763700500000 implements MigrationInterface {
  name = 'ChangeNotifications1763700500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_LEVEL = 'ROW' THEN
          PERFORM pg_notify('table_changes', TG_TABLE_NAME || ':' || (to_jsonb(OLD) ->> TG_ARGV[0]));
        ELSE
          PERFORM pg_notify('table_changes', TG_TABLE_NAME);
        END IF;
        RETURN NULL;
      END
      $$`);
    for (const [table, rowKey] of TABLE_TRIGGERS) {
      if (rowKey) {
        // New rows cannot be cached yet, so only updates and deletes concern a row.
        await queryRunner.query(
          `CREATE TRIGGER ${table}_changed AFTER UPDATE OR DELETE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION notify_table_change('${rowKey}')`,
        );
        await queryRunner.query(
          `CREATE TRIGGER ${table}_truncated AFTER TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()`,
        );
      } else {
        await queryRunner.query(
          `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()`,
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, rowKey] of TABLE_TRIGGERS) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_changed ON ${table}`);
      if (rowKey) await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_truncated ON ${table}`);
    }
    await queryRunner.query('DROP FUNCTION IF EXISTS notify_table_change()');
  }
}
