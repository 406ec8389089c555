import { describe, expect, it } from 'vitest';
import { isAllowedAttribute, isAllowedElement, isSafeUrl } from './article-html-guard';

// The DOM walk itself runs in the browser test (e2e/moderation-consequences.e2e.ts): this
// test environment has no DOMParser.

describe('isAllowedElement', () => {
  it('keeps the article formatting elements', () => {
    for (const tag of [
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
    ]) {
      expect(isAllowedElement(tag), tag).toBe(true);
    }
    expect(isAllowedElement('IMG')).toBe(true);
  });

  it('drops everything else', () => {
    for (const tag of [
      'script',
      'style',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
      'form',
      'input',
      'button',
      'template',
      'noscript',
      'h1',
      'div',
      'span',
      'link',
      'meta',
      'base',
      'video',
    ]) {
      expect(isAllowedElement(tag), tag).toBe(false);
    }
  });
});

describe('isSafeUrl', () => {
  it('accepts only absolute URLs with the given protocols', () => {
    expect(isSafeUrl('https://example.com/a', ['http:', 'https:'])).toBe(true);
    expect(isSafeUrl(' http://example.com ', ['http:', 'https:'])).toBe(true);
    expect(isSafeUrl('mailto:team@example.com', ['mailto:'])).toBe(true);
    expect(isSafeUrl('mailto:team@example.com', ['http:', 'https:'])).toBe(false);
  });

  it('refuses script, data and relative URLs, however they are disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      '/relative',
      'x',
      '//evil.example/a',
      '',
    ]) {
      expect(isSafeUrl(url, ['http:', 'https:', 'mailto:']), url).toBe(false);
    }
  });
});

describe('isAllowedAttribute', () => {
  it('allows link and image attributes with safe values', () => {
    expect(isAllowedAttribute('a', 'href', 'https://example.com')).toBe(true);
    expect(isAllowedAttribute('a', 'href', 'mailto:a@example.com')).toBe(true);
    expect(isAllowedAttribute('A', 'HREF', 'https://example.com')).toBe(true);
    expect(isAllowedAttribute('a', 'title', 'anything')).toBe(true);
    expect(isAllowedAttribute('a', 'rel', 'noopener')).toBe(true);
    expect(isAllowedAttribute('a', 'target', '_blank')).toBe(true);
    expect(isAllowedAttribute('img', 'src', 'https://cdn.example/a.png')).toBe(true);
    expect(isAllowedAttribute('img', 'alt', 'A chart')).toBe(true);
    expect(isAllowedAttribute('img', 'title', 'A chart')).toBe(true);
  });

  it('refuses unsafe URLs and odd targets', () => {
    expect(isAllowedAttribute('a', 'href', 'javascript:alert(1)')).toBe(false);
    expect(isAllowedAttribute('a', 'href', '/internal')).toBe(false);
    expect(isAllowedAttribute('a', 'target', '_parent')).toBe(false);
    expect(isAllowedAttribute('img', 'src', 'mailto:a@example.com')).toBe(false);
    expect(isAllowedAttribute('img', 'src', 'data:image/png;base64,AAAA')).toBe(false);
    expect(isAllowedAttribute('img', 'src', 'x')).toBe(false);
  });

  it('refuses handlers, styles, ids and every attribute of other elements', () => {
    expect(isAllowedAttribute('img', 'onerror', 'alert(1)')).toBe(false);
    expect(isAllowedAttribute('a', 'onclick', 'alert(1)')).toBe(false);
    expect(isAllowedAttribute('a', 'style', 'position:fixed')).toBe(false);
    expect(isAllowedAttribute('img', 'srcset', 'https://cdn.example/a.png 2x')).toBe(false);
    expect(isAllowedAttribute('p', 'id', 'root')).toBe(false);
    expect(isAllowedAttribute('p', 'class', 'x')).toBe(false);
    expect(isAllowedAttribute('p', 'title', 'x')).toBe(false);
    expect(isAllowedAttribute('a', 'constructor', 'x')).toBe(false);
    expect(isAllowedAttribute('constructor', 'href', 'https://example.com')).toBe(false);
  });
});
