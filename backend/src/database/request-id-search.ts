import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListWindow } from '../paging/list-window';
import { parseRequestId, type LifecycleItemKind } from '../kernel/lifecycle/request-id';

/**
 * A quoted request ID of the list's kind in `q` (e.g. "PP-2611-0042") is a lookup by row id
 * rather than a text search: the builder gets `idColumn = id` and the window loses its `q`.
 * Any other `q` is left to the list's text search.
 */
export function withRequestIdSearch<E extends ObjectLiteral, W extends ListWindow>(
  builder: SelectQueryBuilder<E>,
  kind: LifecycleItemKind,
  idColumn: string,
  window: W,
): W {
  const quoted = window.q ? parseRequestId(window.q) : null;
  if (quoted?.kind !== kind) return window;
  builder.andWhere(`${idColumn} = :quotedRequestId`, { quotedRequestId: quoted.id });
  return { ...window, q: undefined };
}
