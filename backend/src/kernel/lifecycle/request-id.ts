/** The kinds of owner-submitted items that carry a request ID and a timeline. */
export const LIFECYCLE_ITEM_KINDS = ['project-submission', 'article-submission', 'partner-profile'] as const;
export type LifecycleItemKind = (typeof LIFECYCLE_ITEM_KINDS)[number];

const PREFIX: Record<LifecycleItemKind, string> = {
  'project-submission': 'PS',
  'article-submission': 'AS',
  'partner-profile': 'PP',
};

/**
 * A request ID people can quote, e.g. PS-2611-0042: the kind's prefix, the year and month the
 * item was created (UTC) and its row id, zero-padded to at least four digits. Derived, not
 * stored: the row id makes it unique within a kind, and the id can be read back from it.
 */
export function requestIdOf(kind: LifecycleItemKind, id: number, createdAt: Date): string {
  const yymm = `${String(createdAt.getUTCFullYear() % 100).padStart(2, '0')}${String(createdAt.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${PREFIX[kind]}-${yymm}-${String(id).padStart(4, '0')}`;
}

const REQUEST_ID = /^(PS|AS|PP)-(\d{4})-(\d{4,10})$/i;

/** The kind and row id a quoted request ID points at, or null when it is not one. */
export function parseRequestId(text: string): { kind: LifecycleItemKind; id: number } | null {
  const match = REQUEST_ID.exec(text.trim());
  if (!match) return null;
  const kind = (Object.keys(PREFIX) as LifecycleItemKind[]).find((k) => PREFIX[k] === match[1].toUpperCase());
  const id = Number(match[3]);
  return kind && Number.isSafeInteger(id) && id > 0 ? { kind, id } : null;
}
