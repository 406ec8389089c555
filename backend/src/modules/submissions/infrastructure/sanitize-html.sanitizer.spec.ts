import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS } from '@app/article-html';
import { SanitizeHtmlSanitizer } from './sanitize-html.sanitizer';

const sanitizer = new SanitizeHtmlSanitizer();

describe('SanitizeHtmlSanitizer', () => {
  it('keeps the article markup of the allow-list', () => {
    const html =
      '<h2>Growth</h2><p>Read <strong>this</strong> <a href="https://example.com">link</a></p><ul><li>a</li></ul>';
    expect(sanitizer.sanitize(html)).toBe(
      '<h2>Growth</h2><p>Read <strong>this</strong> <a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">link</a></p><ul><li>a</li></ul>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">', '<img />'],
    ['<svg onload="alert(1)"><circle /></svg>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['<p style="background:url(javascript:alert(1))" onclick="x()">t</p>', '<p>t</p>'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img />'],
    ['<img src="http:relative/path.png" alt="a">', '<img alt="a" />'],
  ])('removes the active part of %s', (input, expected) => {
    expect(sanitizer.sanitize(input)).toBe(expected);
  });

  it('keeps every element of the shared allow-list', () => {
    for (const tag of ALLOWED_TAGS) {
      expect(sanitizer.sanitize(`<${tag}>x</${tag}>`), tag).toMatch(new RegExp(`^<${tag}[ />]`));
    }
  });
});
