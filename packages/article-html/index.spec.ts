import { describe, expect, it } from 'vitest';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  IMAGE_SCHEMES,
  LINK_REL,
  LINK_SCHEMES,
  isAllowedAttribute,
  isAllowedElement,
  isSafeUrl,
} from './index.js';

// The server's sanitizer and the browser's guard are both built from this one list.

describe('article HTML allow-list', () => {
  it('names the article formatting elements, link and image attributes, schemes and link rel', () => {
    expect(ALLOWED_TAGS).toEqual([
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
    ]);
    expect(ALLOWED_ATTRIBUTES).toEqual({ a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title'] });
    expect(LINK_SCHEMES).toEqual(['http', 'https', 'mailto']);
    expect(IMAGE_SCHEMES).toEqual(['http', 'https']);
    expect(LINK_REL).toBe('noopener noreferrer nofollow');
  });

  it('keeps exactly the listed elements, in any case', () => {
    for (const tag of ALLOWED_TAGS) expect(isAllowedElement(tag.toUpperCase()), tag).toBe(true);
    for (const tag of [
      'script',
      'style',
      'iframe',
      'svg',
      'math',
      'form',
      'h1',
      'div',
      'span',
      'constructor',
      '__proto__',
    ]) {
      expect(isAllowedElement(tag), tag).toBe(false);
    }
  });

  it('accepts only absolute URLs of the listed schemes, written with or without the colon', () => {
    expect(isSafeUrl('https://example.com/a', IMAGE_SCHEMES)).toBe(true);
    expect(isSafeUrl(' HTTP://example.com ', ['http:'])).toBe(true);
    expect(isSafeUrl('mailto:team@example.com', LINK_SCHEMES)).toBe(true);
    expect(isSafeUrl('mailto:team@example.com', IMAGE_SCHEMES)).toBe(false);
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>',
      'data:image/png;base64,AAAA',
      '/relative',
      'x',
      '//evil.example/a',
      '',
      'http:relative/path',
      'https:evil.example',
    ]) {
      expect(isSafeUrl(url, LINK_SCHEMES), url).toBe(false);
    }
  });

  it('allows an attribute only on its element and only with a safe value', () => {
    expect(isAllowedAttribute('a', 'href', 'https://example.com')).toBe(true);
    expect(isAllowedAttribute('a', 'target', '_blank')).toBe(true);
    expect(isAllowedAttribute('a', 'target', '_top')).toBe(false);
    expect(isAllowedAttribute('img', 'src', 'mailto:a@example.com')).toBe(false);
    expect(isAllowedAttribute('img', 'href', 'https://example.com')).toBe(false);
    expect(isAllowedAttribute('p', 'title', 'x')).toBe(false);
    expect(isAllowedAttribute('a', 'onclick', 'x()')).toBe(false);
    expect(isAllowedAttribute('a', 'constructor', 'x')).toBe(false);
    expect(isAllowedAttribute('A', 'HREF', 'https://example.com')).toBe(true);
    expect(isAllowedAttribute('img', 'alt', 'A chart')).toBe(true);
    expect(isAllowedAttribute('a', 'href', 'javascript:alert(1)')).toBe(false);
    expect(isAllowedAttribute('a', 'href', '/internal')).toBe(false);
    expect(isAllowedAttribute('img', 'src', 'data:image/png;base64,AAAA')).toBe(false);
    expect(isAllowedAttribute('img', 'onerror', 'alert(1)')).toBe(false);
    expect(isAllowedAttribute('a', 'style', 'position:fixed')).toBe(false);
    expect(isAllowedAttribute('img', 'srcset', 'https://cdn.example/a.png 2x')).toBe(false);
    expect(isAllowedAttribute('p', 'id', 'root')).toBe(false);
  });
});
