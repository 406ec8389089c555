/**
 * A daily rollup row of a day that is over: clicks and same-day conversions only ever write today's
 * (UTC) rows, so only later changes (a review of an older conversion, a row written by hand) notify.
 * The minute of margin makes a write in the last minute of a day count as a change to a past day,
 * so a transaction that commits just after midnight, or an app clock a few seconds ahead of the
 * database's, cannot leave a reader of "the days before today" with a stale entry.
 */
const ROLLUP_PAST_DAY = (row: TriggerRow) =>
  `${row}.day < ((clock_timestamp() + interval '1 minute') AT TIME ZONE 'UTC')::date`;

/**
 * Every row, but only rows: a statement that changes none (ending the claim on an item nobody
 * claimed, which every moderation decision does) announces nothing and keeps the cached reads.
 */
const ANY_ROW = () => 'true';

/** An article readers see: published (approved), before or after the change. */
const PUBLISHED_ARTICLE = (row: TriggerRow) => `${row}.status = 'approved'`;

type TriggerRow = 'NEW' | 'OLD';
type CachedTableEntry = { rowKey: string } | { rowKey: null; onlyWhen?: (row: TriggerRow) => string };

/**
 * The tables whose reads are kept in ChangeNotifiedCache. A trigger on each (created from this
 * list by migration 1763700700000-cached-table-triggers) announces every committed change on the
 * `table_changes` channel:
 * - a table without a row key: its name, on any insert, update, delete or truncate;
 * - a table with a row key: `<table>:<key>` on an update or delete of that row (a row that did
 *   not exist could not have been cached), and its name on a truncate;
 * - a table without a row key and with `onlyWhen`: its name, on an insert, update or delete of a
 *   row that meets the condition (checked on the old row, the new one or both), and on a truncate.
 *   For tables where most writes touch rows no cached read holds (see ROLLUP_PAST_DAY).
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
  moderation_claims: { rowKey: null, onlyWhen: ANY_ROW },
  partner_profiles: { rowKey: 'user_id' },
  referral_daily_stats: { rowKey: null, onlyWhen: ROLLUP_PAST_DAY },
  referral_daily_sources: { rowKey: null, onlyWhen: ROLLUP_PAST_DAY },
  ownership_proofs: { rowKey: null },
  // Only published articles are cached (for readers and the pages rendered on the server): a
  // pending submission's writes, which are most of them, announce nothing.
  article_submissions: { rowKey: null, onlyWhen: PUBLISHED_ARTICLE },
} as const satisfies Record<string, CachedTableEntry>;

export type CachedTable = keyof typeof CACHED_TABLES;
/** Tables notified only for the rows that meet their `onlyWhen`: cache only reads of such rows. */
export type ConditionalTable = {
  [T in CachedTable]: (typeof CACHED_TABLES)[T] extends { onlyWhen: unknown } ? T : never;
}[CachedTable];
/** Tables whose every change names only the table: cache reads from them as a whole. */
export type WholeTable = Exclude<
  { [T in CachedTable]: (typeof CACHED_TABLES)[T]['rowKey'] extends null ? T : never }[CachedTable],
  ConditionalTable
>;
/** Tables whose changes name the row: cache reads of one row of them. */
export type RowKeyedTable = Exclude<CachedTable, WholeTable | ConditionalTable>;

declare const cacheTagBrand: unique symbol;
/** A change notification that makes a cached entry stale. Made only by `cacheTags`. */
export type CacheTag = string & { readonly [cacheTagBrand]: true };

export const cacheTags = {
  /** Stale on any change to these tables. */
  tables: (...tables: WholeTable[]): CacheTag[] => tables as string[] as CacheTag[],
  /** Stale on a change to these tables' rows that meet their condition (the only rows the read may hold). */
  rowsWhere: (...tables: ConditionalTable[]): CacheTag[] => tables as string[] as CacheTag[],
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
       IF TG_LEVEL = 'ROW' AND TG_NARGS > 0 THEN
         PERFORM pg_notify('${TABLE_CHANGES_CHANNEL}', TG_TABLE_NAME || ':' || (to_jsonb(OLD) ->> TG_ARGV[0]));
       ELSE
         PERFORM pg_notify('${TABLE_CHANGES_CHANNEL}', TG_TABLE_NAME);
       END IF;
       RETURN NULL;
     END
     $$`,
  ];
  for (const [table, entry] of Object.entries(CACHED_TABLES) as [CachedTable, CachedTableEntry][]) {
    statements.push(
      `DO $$ BEGIN IF to_regclass('${table}') IS NOT NULL THEN ${triggersOf(table, entry).join('; ')}; END IF; END $$`,
    );
  }
  return statements;
}

function triggersOf(table: string, entry: CachedTableEntry): string[] {
  const truncated = `CREATE TRIGGER ${table}_truncated AFTER TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()`;
  if (entry.rowKey !== null) {
    return [
      `CREATE TRIGGER ${table}_changed AFTER UPDATE OR DELETE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION notify_table_change('${entry.rowKey}')`,
      truncated,
    ];
  }
  const { onlyWhen } = entry;
  if (!onlyWhen) {
    return [
      `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()`,
    ];
  }
  // Row level, so the condition can see the row; one notification per transaction all the same
  // (PostgreSQL sends a payload once per transaction however often it is notified).
  const rowTrigger = (name: string, event: string, condition: string) =>
    `CREATE TRIGGER ${table}_${name} AFTER ${event} ON ${table}
           FOR EACH ROW WHEN (${condition}) EXECUTE FUNCTION notify_table_change()`;
  return [
    rowTrigger('inserted', 'INSERT', onlyWhen('NEW')),
    rowTrigger('updated', 'UPDATE', `${onlyWhen('OLD')} OR ${onlyWhen('NEW')}`),
    rowTrigger('deleted', 'DELETE', onlyWhen('OLD')),
    truncated,
  ];
}
