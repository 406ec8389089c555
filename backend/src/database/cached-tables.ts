/**
 * The tables whose reads are kept in ChangeNotifiedCache. A trigger on each (created from this
 * list by migration 1763700700000-cached-table-triggers) announces every committed change on the
 * `table_changes` channel:
 * - a table without a row key: its name, on any insert, update, delete or truncate;
 * - a table with a row key: `<table>:<key>` on an update or delete of that row (a row that did
 *   not exist could not have been cached), and its name on a truncate.
 * Adding or changing a table here needs a new migration that runs `changeTriggerStatements()`
 * again (the API tests compare the database's triggers with this list). Tables that an earlier
 * migration does not create yet are skipped, so older migrations that run this still work.
 */
export const CACHED_TABLES = {
  projects: { rowKey: null },
  project_insights: { rowKey: null },
  users: { rowKey: 'id' },
  user_sessions: { rowKey: 'sid' },
  api_tokens: { rowKey: 'token_hash' },
  project_submissions: { rowKey: null },
  moderation_claims: { rowKey: null },
} as const satisfies Record<string, { rowKey: string | null }>;

export type CachedTable = keyof typeof CACHED_TABLES;
/** Tables whose every change names only the table: cache reads from them as a whole. */
export type WholeTable = { [T in CachedTable]: (typeof CACHED_TABLES)[T]['rowKey'] extends null ? T : never }[CachedTable];
/** Tables whose changes name the row: cache reads of one row of them. */
export type RowKeyedTable = Exclude<CachedTable, WholeTable>;

declare const cacheTagBrand: unique symbol;
/** A change notification that makes a cached entry stale. Made only by `cacheTags`. */
export type CacheTag = string & { readonly [cacheTagBrand]: true };

export const cacheTags = {
  /** Stale on any change to these tables. */
  tables: (...tables: WholeTable[]): CacheTag[] => tables as string[] as CacheTag[],
  /** Stale on a change to this row (its table's truncation included, see ChangeNotifiedCache). */
  row: (table: RowKeyedTable, key: string | number): CacheTag => `${table}:${key}` as CacheTag,
};

/** The table a tag belongs to: a row's tag is also dropped when its whole table is truncated. */
export function tableOfTag(tag: string): string {
  const colon = tag.indexOf(':');
  return colon === -1 ? tag : tag.slice(0, colon);
}

/** The channel the triggers notify on. */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

/**
 * SQL that makes the database's change triggers exactly those of CACHED_TABLES, whatever
 * triggers an earlier version left: drops every trigger that calls notify_table_change, then
 * (re)creates the function and one trigger set per table. Safe to run again.
 */
export function changeTriggerStatements(): string[] {
  const statements = [
    `DO $$
     DECLARE existing record;
     BEGIN
       FOR existing IN
         SELECT t.tgname AS name, t.tgrelid::regclass AS target
         FROM pg_trigger t JOIN pg_proc f ON f.oid = t.tgfoid
         WHERE f.proname = 'notify_table_change' AND NOT t.tgisinternal
       LOOP
         EXECUTE format('DROP TRIGGER %I ON %s', existing.name, existing.target);
       END LOOP;
     END
     $$`,
    `CREATE OR REPLACE FUNCTION notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_LEVEL = 'ROW' THEN
         PERFORM pg_notify('${TABLE_CHANGES_CHANNEL}', TG_TABLE_NAME || ':' || (to_jsonb(OLD) ->> TG_ARGV[0]));
       ELSE
         PERFORM pg_notify('${TABLE_CHANGES_CHANNEL}', TG_TABLE_NAME);
       END IF;
       RETURN NULL;
     END
     $$`,
  ];
  for (const [table, { rowKey }] of Object.entries(CACHED_TABLES) as [CachedTable, { rowKey: string | null }][]) {
    const triggers = rowKey
      ? [
          `CREATE TRIGGER ${table}_changed AFTER UPDATE OR DELETE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION notify_table_change('${rowKey}')`,
          `CREATE TRIGGER ${table}_truncated AFTER TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()`,
        ]
      : [
          `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()`,
        ];
    statements.push(
      `DO $$ BEGIN IF to_regclass('${table}') IS NOT NULL THEN ${triggers.join('; ')}; END IF; END $$`,
    );
  }
  return statements;
}
