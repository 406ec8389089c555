// The one allow-list for partner article HTML. The server sanitizes submitted articles with it
// (backend/src/modules/submissions/infrastructure/sanitize-html.sanitizer.ts) and the browser
// checks the HTML it renders against it once more (frontend/src/features/articles/article-html-guard.ts),
// so both sides keep exactly the same markup. Plain JavaScript with no imports and no build step:
// node loads it as is (the back end's compiled CommonJS requires this ES module) and Vite bundles
// it as is; index.d.ts gives its types.

/** Elements kept; any other element is dropped. */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'code',
  'pre',
  'hr',
  'img',
  'figure',
  'figcaption',
];

/** Attributes kept, by element; every other attribute (handlers, style, id, class...) is dropped. */
export const ALLOWED_ATTRIBUTES = {
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title'],
};

/** URL schemes a link may point to. Relative URLs are refused: they would resolve against this site. */
export const LINK_SCHEMES = ['http', 'https', 'mailto'];

/** URL schemes an image may load from; an image without an allowed absolute URL loses its src. */
export const IMAGE_SCHEMES = ['http', 'https'];

/** The only link target kept: links open in a new tab... */
export const LINK_TARGET = '_blank';

/** ...which must never get a handle on this page, whatever rel the author wrote. */
export const LINK_REL = 'noopener noreferrer nofollow';

/** @type {ReadonlySet<string>} */
const allowedTags = new Set(ALLOWED_TAGS);
/** @type {ReadonlyMap<string, ReadonlySet<string>>} */
const allowedAttributes = new Map(
  Object.entries(ALLOWED_ATTRIBUTES).map(([tag, attributes]) => /** @type {const} */ ([tag, new Set(attributes)])),
);

/** @param {string} tagName */
export function isAllowedElement(tagName) {
  return allowedTags.has(tagName.toLowerCase());
}

/** 'http:' followed by anything but two slashes is a path relative to a page served over http. */
const WEB_URL_WITH_HOST = /^https?:[/\\]{2}/i;

/**
 * True for an absolute URL with one of `schemes` (written 'https' or 'https:'). Relative URLs
 * are refused too: they would resolve against this site.
 *
 * @param {string} value
 * @param {readonly string[]} schemes
 */
export function isSafeUrl(value, schemes) {
  const trimmed = value.trim();
  let scheme;
  try {
    scheme = new URL(trimmed).protocol.slice(0, -1);
  } catch {
    return false;
  }
  if (!schemes.some((allowed) => allowed.replace(/:$/, '') === scheme)) return false;
  return (scheme !== 'http' && scheme !== 'https') || WEB_URL_WITH_HOST.test(trimmed);
}

/**
 * Whether `attributeName="value"` may stay on a `tagName` element.
 *
 * @param {string} tagName
 * @param {string} attributeName
 * @param {string} value
 */
export function isAllowedAttribute(tagName, attributeName, value) {
  const tag = tagName.toLowerCase();
  const attribute = attributeName.toLowerCase();
  if (!allowedAttributes.get(tag)?.has(attribute)) return false;
  if (tag === 'a' && attribute === 'href') return isSafeUrl(value, LINK_SCHEMES);
  if (tag === 'a' && attribute === 'target') return value === LINK_TARGET;
  if (tag === 'img' && attribute === 'src') return isSafeUrl(value, IMAGE_SCHEMES);
  return true;
}
