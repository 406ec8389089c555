import { referralLink } from './referral-code';

/** Control characters would be stripped or rejected by the browser or the server. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export const UTM_FIELDS = [
  { key: 'utm_source', label: 'utm_source', example: 'twitter' },
  { key: 'utm_medium', label: 'utm_medium', example: 'social' },
  { key: 'utm_campaign', label: 'utm_campaign', example: 'spring-launch' },
] as const;

export type UtmKey = (typeof UTM_FIELDS)[number]['key'];

export interface DeepLinkInput {
  /** A page of this site, such as /articles/3; empty for the home page. */
  path: string;
  utm: Partial<Record<UtmKey, string>>;
}

export const UTM_MAX_LENGTH = 100;
export const PATH_MAX_LENGTH = 500;

/**
 * Why `path` is not a page of this site, or null when it is. The server ignores any other target
 * (so the link is never an open redirect); saying so here keeps a partner from sharing a link
 * that does not land where they meant.
 */
export function deepLinkPathProblem(path: string): string | null {
  const trimmed = path.trim();
  if (trimmed === '') return null;
  if (trimmed.length > PATH_MAX_LENGTH) return `Keep the path under ${PATH_MAX_LENGTH} characters.`;
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.includes('\\')) {
    return 'Enter a path on this site that starts with a single /, such as /articles/3.';
  }
  // Control characters and whitespace would be stripped or rejected by the browser or the server.
  if (/\s/.test(trimmed) || hasControlCharacter(trimmed)) return 'A path cannot contain spaces or control characters.';
  // Encoded slashes could be decoded into another site's address, so the server refuses them too.
  if (/%2f|%5c/i.test(trimmed)) return 'A path cannot contain encoded slashes (%2F, %5C).';
  return null;
}

export function utmProblem(value: string): string | null {
  return value.trim().length > UTM_MAX_LENGTH ? `Keep it under ${UTM_MAX_LENGTH} characters.` : null;
}

/** `/r/{code}?to=...&utm_...`, or null when the input is not a same-site deep link. */
export function buildDeepLink(origin: string, code: string, input: DeepLinkInput): string | null {
  if (deepLinkPathProblem(input.path) !== null) return null;
  if (UTM_FIELDS.some(({ key }) => utmProblem(input.utm[key] ?? '') !== null)) return null;
  const query = new URLSearchParams();
  const path = input.path.trim();
  if (path !== '' && path !== '/') query.set('to', path);
  for (const { key } of UTM_FIELDS) {
    const value = (input.utm[key] ?? '').trim();
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${referralLink(origin, code)}?${text}` : referralLink(origin, code);
}
