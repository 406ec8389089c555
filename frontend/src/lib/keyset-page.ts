import { ApiError, type ApiData, type ApiPath } from './api-client';
import type { ApiSuccess } from './api-types';

/** The API's GET paths whose `data` is a list: the lists that can be read page by page. */
export type ListPath = {
  [Path in ApiPath]: ApiData<'GET', Path> extends readonly unknown[] ? Path : never;
}[ApiPath];

/** One item of the list at `Path`, as the document describes it. */
export type ListItem<Path extends ListPath> = ApiData<'GET', Path> extends readonly (infer Item)[] ? Item : never;

/** One page of a keyset-paged list (CONTRACT §5): its items, the next page's URL and the list's total. */
export interface KeysetPage<Item> {
  items: Item[];
  /** Path and query of the next page, from the `Link: <...>; rel="next"` header; null on the last page. */
  next: string | null;
  /** From `X-Total-Count`; null when the server did not say. */
  total: number | null;
  /** From `X-Overdue-Count`, which only the review queues send. */
  overdue?: number;
}

const LINK_VALUE = /<([^>]*)>((?:\s*;\s*[^;,]+)*)/g;
const REL_PARAMETER = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,"]+))/i;

/**
 * The `rel="next"` target of an RFC 8288 `Link` header, reduced to path and query: the API is
 * always same-origin, so an absolute URL (e.g. built from PUBLIC_URL behind a proxy) is followed
 * on the origin the page came from.
 */
export function nextPageUrl(linkHeader: string | null | undefined): string | null {
  if (!linkHeader) return null;
  for (const [, target, parameters] of linkHeader.matchAll(LINK_VALUE)) {
    const rel = REL_PARAMETER.exec(parameters);
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (!relations.includes('next')) continue;
    try {
      const url = new URL(target, 'http://same-origin.invalid');
      return `${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  }
  return null;
}

export function totalCount(header: string | null | undefined): number | null {
  if (header == null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header);
}

/**
 * GETs one page of the list at `list` with the session cookie; a refusal throws an ApiError with
 * `failureMessage`. `url` is the list's first page (an `apiKey` of `list`) or a page a `Link`
 * header named, which the server writes, so the list's typed path says what the items are.
 */
export async function fetchKeysetPage<Path extends ListPath>(
  _list: Path,
  url: string,
  failureMessage: string,
): Promise<KeysetPage<ListItem<Path>>> {
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(failureMessage, response.status, body);
  }
  const body = (await response.json()) as ApiSuccess<ListItem<Path>[]>;
  const overdue = totalCount(response.headers.get('X-Overdue-Count'));
  return {
    items: body.data,
    next: nextPageUrl(response.headers.get('Link')),
    total: totalCount(response.headers.get('X-Total-Count')),
    ...(overdue === null ? {} : { overdue }),
  };
}
