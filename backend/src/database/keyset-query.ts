import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListPage, ListWindow, TimeKey } from '../paging/list-window';

/** Where a list's rows keep their creation time and id, and which text columns `q` searches. */
export interface KeysetColumns {
  createdAt: string;
  id: string;
  search: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** LIKE's own characters in a search are matched as themselves. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Adds the window's search and date range, the filters the page and its count share. */
function filtered<E extends ObjectLiteral>(builder: SelectQueryBuilder<E>, columns: KeysetColumns, window: ListWindow) {
  if (window.q) {
    const matches = columns.search.map((column) => `${column} ILIKE :keysetQ`).join(' OR ');
    builder.andWhere(`(${matches})`, { keysetQ: likePattern(window.q) });
  }
  if (window.from)
    builder.andWhere(`${columns.createdAt} >= :keysetFrom`, { keysetFrom: new Date(`${window.from}T00:00:00Z`) });
  if (window.to)
    builder.andWhere(`${columns.createdAt} < :keysetTo`, {
      keysetTo: new Date(Date.parse(`${window.to}T00:00:00Z`) + DAY_MS),
    });
  return builder;
}

async function countOf<E extends ObjectLiteral>(builder: SelectQueryBuilder<E>): Promise<number> {
  const row = await builder.clone().select('COUNT(*)', 'total').orderBy().getRawOne<{ total: string }>();
  return Number(row?.total ?? 0);
}

/** The list's search and date range on a builder, for aggregates of other shapes than a COUNT. */
export function keysetFiltered<E extends ObjectLiteral>(
  builder: SelectQueryBuilder<E>,
  columns: KeysetColumns,
  window: ListWindow,
): SelectQueryBuilder<E> {
  return filtered(builder, columns, window);
}

/** COUNT of the rows a list's filters (search, date range) keep, for counters shown beside a page. */
export function keysetCount<E extends ObjectLiteral>(
  builder: SelectQueryBuilder<E>,
  columns: KeysetColumns,
  window: ListWindow,
): Promise<number> {
  return countOf(filtered(builder, columns, window));
}

/**
 * One page of a list in (created_at, id) order from the window's position: a row comparison the
 * (…, created_at, id) indexes serve, one row more than the page to learn whether another follows,
 * and the total through COUNT with the same filters. Rows are read raw with the selects the
 * builder already has; `toItem` gets them without the key columns this adds.
 */
export async function keysetPage<E extends ObjectLiteral, R, T>(
  builder: SelectQueryBuilder<E>,
  columns: KeysetColumns,
  window: ListWindow,
  toItem: (row: R) => T,
): Promise<ListPage<T>> {
  return keysetRead(builder, columns, window, async (rows) => {
    const raw = await rows.getRawMany<R & RowKey>();
    // The key columns position the next page; they are not part of the item.
    return raw.map(({ keyset_us, keyset_id, ...row }) => ({ key: { keyset_us, keyset_id }, item: toItem(row as R) }));
  });
}

/**
 * The same, for a builder on one entity with no joins: rows come back as entities, each with its
 * raw row (for a computed column the builder adds, e.g. an EXISTS).
 */
export async function keysetEntityPage<E extends ObjectLiteral, T, R extends object = object>(
  builder: SelectQueryBuilder<E>,
  columns: KeysetColumns,
  window: ListWindow,
  toItem: (entity: E, raw: R) => T,
): Promise<ListPage<T>> {
  return keysetRead(builder, columns, window, async (rows) => {
    const { raw, entities } = await rows.getRawAndEntities<RowKey & R>();
    return entities.map((entity, index) => ({ key: raw[index], item: toItem(entity, raw[index]) }));
  });
}

interface RowKey {
  keyset_us: string;
  keyset_id: string;
}

async function keysetRead<E extends ObjectLiteral, T>(
  builder: SelectQueryBuilder<E>,
  columns: KeysetColumns,
  window: ListWindow,
  read: (rows: SelectQueryBuilder<E>) => Promise<{ key: RowKey; item: T }[]>,
): Promise<ListPage<T>> {
  filtered(builder, columns, window);
  const total = window.withoutTotal ? Promise.resolve(-1) : countOf(builder);
  const direction = window.sort === 'oldest' ? 'ASC' : 'DESC';
  const rows = builder
    .clone()
    .addSelect(`(extract(epoch from ${columns.createdAt}) * 1000000)::bigint::text`, 'keyset_us')
    .addSelect(`${columns.id}::text`, 'keyset_id')
    .orderBy(columns.createdAt, direction)
    .addOrderBy(columns.id, direction)
    .limit(window.limit + 1);
  if (window.after) {
    const comparison = window.sort === 'oldest' ? '>' : '<';
    rows.andWhere(
      `(${columns.createdAt}, ${columns.id}) ${comparison} (to_timestamp(0) + CAST(:keysetUs AS bigint) * CAST('1 microsecond' AS interval), CAST(:keysetId AS bigint))`,
      { keysetUs: window.after.createdAtUs, keysetId: window.after.id },
    );
  }
  const [fetched, count] = await Promise.all([read(rows), total]);
  const shown = fetched.slice(0, window.limit);
  const last = shown[shown.length - 1]?.key;
  const next: TimeKey | null =
    fetched.length > window.limit ? { createdAtUs: last.keyset_us, id: last.keyset_id } : null;
  return { items: shown.map((row) => row.item), total: count, next };
}
