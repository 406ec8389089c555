/** Why a request to a known link was not counted as a click; null (not listed) when it was. */
export const CLICK_EXCLUSIONS = [
  'bot',
  'duplicate',
  'own',
  'admin',
  'rate-limit',
  'not-navigation',
  'inactive',
] as const;
export type ClickExclusion = (typeof CLICK_EXCLUSIONS)[number];

/**
 * Only a top-level navigation is a click. Browsers that send Fetch Metadata say what the request
 * is for: an image, script, iframe or fetch() pointed at the link is not a person following it.
 * Without the headers (older browsers, some apps) the request is taken as a navigation.
 */
export function isTopLevelNavigation(dest: string | undefined, mode: string | undefined): boolean {
  if (dest === undefined && mode === undefined) return true;
  return dest === 'document' && mode === 'navigate';
}
