export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];
export type Utm = Record<UtmParameter, string | null>;

export const MAX_LANDING_PATH_LENGTH = 512;
const MAX_UTM_LENGTH = 200;
const PLACEHOLDER_ORIGIN = 'http://placeholder';
// Control characters are dropped by URL parsing, which could turn "/\t/evil.example" into "//evil.example".
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
// Encoded slashes and backslashes: some servers and browsers decode them into a protocol-relative URL.
const ENCODED_SEPARATORS = /%2f|%5c/i;

export interface Landing {
  /** Where the visitor is sent: a same-site path with its utm_* parameters. */
  location: string;
  /** The landing page's path, recorded with the click. */
  path: string;
}

/**
 * The landing URL of a deep link `/r/{code}?to=/path`: a same-site path only, so the link is never
 * an open redirect; anything else lands on `/`. The value must start with exactly one '/', and the
 * URL it resolves to against a placeholder origin must keep that origin.
 */
export function landingOf(to: unknown, utm: Utm): Landing {
  const target = sameSiteTarget(to);
  for (const name of UTM_PARAMETERS) {
    const value = utm[name];
    if (value !== null) target.searchParams.append(name, value);
  }
  return {
    location: `${target.pathname}${target.search}${target.hash}`,
    path: target.pathname.slice(0, MAX_LANDING_PATH_LENGTH),
  };
}

function sameSiteTarget(to: unknown): URL {
  const home = new URL('/', PLACEHOLDER_ORIGIN);
  if (typeof to !== 'string' || to.length > MAX_LANDING_PATH_LENGTH) return home;
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return home;
  if (to.includes('\\') || hasControlCharacter(to) || ENCODED_SEPARATORS.test(to)) return home;
  try {
    const url = new URL(to, PLACEHOLDER_ORIGIN);
    return url.origin === home.origin ? url : home;
  } catch {
    return home;
  }
}

/** utm_* query parameters, trimmed and cut to 200 characters; absent, repeated or empty ones are null. */
export function utmOf(query: Record<string, unknown>): Utm {
  const utm = {} as Utm;
  for (const name of UTM_PARAMETERS) {
    const value = query[name];
    const trimmed = typeof value === 'string' ? value.trim().slice(0, MAX_UTM_LENGTH) : '';
    utm[name] = trimmed === '' || hasControlCharacter(trimmed) ? null : trimmed;
  }
  return utm;
}

/** The Referer's host, lower-case; null when absent, unreadable or this site itself (a direct visit). */
export function referrerHostOf(referer: string | undefined, ownHost: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase().slice(0, 255);
    if (host === '' || (ownHost !== undefined && host === ownHost.toLowerCase().replace(/:\d+$/, ''))) return null;
    return host;
  } catch {
    return null;
  }
}
