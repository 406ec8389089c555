/** The sitemap protocol's limit of URLs per file (sitemaps.org); a larger site is split under an index. */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * How the sitemap is served: `single` when every URL fits in /sitemap.xml, else `index` with the
 * number of part files (/sitemap-1.xml …) /sitemap.xml lists.
 */
export function sitemapLayout(
  urlCount: number,
  limit = SITEMAP_URL_LIMIT,
): { kind: 'single' } | { kind: 'index'; parts: number } {
  return urlCount <= limit ? { kind: 'single' } : { kind: 'index', parts: Math.ceil(urlCount / limit) };
}

/** The URLs of part `part` (1-based) of a split sitemap; empty for a part that does not exist. */
export function sitemapPart<T>(entries: readonly T[], part: number, limit = SITEMAP_URL_LIMIT): T[] {
  if (!Number.isSafeInteger(part) || part < 1) return [];
  return entries.slice((part - 1) * limit, part * limit);
}
