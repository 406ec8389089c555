/**
 * A second, client-side allow-list for partner article HTML. The server already sanitizes it;
 * this guard means a server bug or a tampered response still cannot put scripts, handlers,
 * styles or unsafe URLs into the page.
 */

const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set([
  'p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'b', 'i', 'u', 's', 'blockquote',
  'ul', 'ol', 'li', 'a', 'code', 'pre', 'hr', 'img', 'figure', 'figcaption',
]);

const ALLOWED_ATTRIBUTES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['a', new Set(['href', 'title', 'rel', 'target'])],
  ['img', new Set(['src', 'alt', 'title'])],
]);

const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;
const IMAGE_PROTOCOLS = ['http:', 'https:'] as const;
const SAFE_LINK_REL = 'noopener noreferrer nofollow';

export function isAllowedElement(tagName: string): boolean {
  return ALLOWED_ELEMENTS.has(tagName.toLowerCase());
}

/** Relative URLs are refused too: they would resolve against this site. */
export function isSafeUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

export function isAllowedAttribute(tagName: string, attributeName: string, value: string): boolean {
  const tag = tagName.toLowerCase();
  const attribute = attributeName.toLowerCase();
  if (!ALLOWED_ATTRIBUTES.get(tag)?.has(attribute)) return false;
  if (tag === 'a' && attribute === 'href') return isSafeUrl(value, LINK_PROTOCOLS);
  if (tag === 'a' && attribute === 'target') return value === '_blank';
  if (tag === 'img' && attribute === 'src') return isSafeUrl(value, IMAGE_PROTOCOLS);
  return true;
}

function guardElement(element: Element): void {
  const tag = element.tagName.toLowerCase();
  for (const attribute of Array.from(element.attributes)) {
    if (!isAllowedAttribute(tag, attribute.name, attribute.value)) element.removeAttribute(attribute.name);
  }
  // A new tab must not get a handle on this page, whatever rel the author wrote.
  if (tag === 'a' && element.hasAttribute('target')) element.setAttribute('rel', SAFE_LINK_REL);
}

/** Removes, in place, every node of `root` the allow-list does not keep (elements with their content). */
export function guardNodeTree(root: ParentNode): void {
  for (const node of Array.from(root.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node);
      continue;
    }
    const element = node as Element;
    if (!isAllowedElement(element.tagName)) {
      element.remove();
      continue;
    }
    guardElement(element);
    if (element.tagName.toLowerCase() === 'img' && !element.hasAttribute('src')) {
      element.remove();
      continue;
    }
    guardNodeTree(element);
  }
}

/**
 * Parses in an inert document (no scripts run, no images load there) and returns the HTML
 * that survives the allow-list. The parser is injectable for tests.
 */
export function guardArticleHtml(html: string, parser: DOMParser = new DOMParser()): string {
  const document = parser.parseFromString(html, 'text/html');
  guardNodeTree(document.body);
  return document.body.innerHTML;
}
