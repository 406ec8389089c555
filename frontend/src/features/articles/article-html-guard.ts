/**
 * The browser's second check of partner article HTML. The server already sanitizes it with the
 * same allow-list; this guard means a server bug or a tampered response still cannot put
 * scripts, handlers, styles or unsafe URLs into the page. DOMPurify does the parsing and the
 * walk; the allow-list (tags, attributes, URL schemes, link rel) is the server's own.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, LINK_REL, isAllowedAttribute } from '@app/article-html';

const PURIFY_CONFIG: Config & { RETURN_DOM: true } = {
  // '#text' keeps text; an element off the list goes with all its content.
  ALLOWED_TAGS: [...ALLOWED_TAGS, '#text'],
  ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
  KEEP_CONTENT: false,
  // The body of DOMPurify's inert document: serialized there, no image in it ever starts loading.
  RETURN_DOM: true,
};

let purifier: DOMPurify | undefined;

/** A DOMPurify instance of its own, so these hooks never apply to any other sanitizing. */
function articlePurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  // ALLOWED_ATTR is one list for every element; this keeps each attribute on its own element only, with a safe value.
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (!isAllowedAttribute(node.nodeName, data.attrName, data.attrValue)) data.keepAttr = false;
  });
  // A new tab must not get a handle on this page, whatever rel the author wrote.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a' && node.hasAttribute('target')) node.setAttribute('rel', LINK_REL);
  });
  purifier = instance;
  return instance;
}

/** An <img> element without a src attribute, in the sanitizer's normal form. */
const IMAGE_WITHOUT_SOURCE = /<img(?![^>]*\ssrc=)[^>]*>/g;

/** Returns the HTML that survives the allow-list; parsed in an inert document, so nothing runs or loads meanwhile. */
export function guardArticleHtml(html: string): string {
  // Rendered on the server (a partner article page asked for), the HTML is the server's own: sanitized
  // with this allow-list when it was written (sanitize-html, which writes every tag and attribute in
  // one normal form) and read in the same process. The guard is for what crosses the network; its one
  // change to such HTML, dropping the images whose src was not allowed, is made here the same way,
  // so the page the browser hydrates already is what the guard would make of it.
  if (typeof window === 'undefined') return html.replace(IMAGE_WITHOUT_SOURCE, '');
  const body = articlePurifier().sanitize(html, PURIFY_CONFIG) as Element;
  // An image without an allowed absolute src would only show as broken.
  for (const image of Array.from(body.querySelectorAll('img:not([src])'))) image.remove();
  return body.innerHTML;
}
