import { describe, expect, it } from 'vitest';
import { sitemapLayout, sitemapPart } from './sitemap-files';

describe('sitemap files', () => {
  it('keeps one file up to the limit and splits under an index past it', () => {
    expect(sitemapLayout(50_000)).toEqual({ kind: 'single' });
    expect(sitemapLayout(50_001)).toEqual({ kind: 'index', parts: 2 });
    expect(sitemapLayout(7, 3)).toEqual({ kind: 'index', parts: 3 });
  });

  it('gives each part its slice, and nothing for a part that does not exist', () => {
    const entries = [1, 2, 3, 4, 5, 6, 7];
    expect(sitemapPart(entries, 1, 3)).toEqual([1, 2, 3]);
    expect(sitemapPart(entries, 3, 3)).toEqual([7]);
    expect(sitemapPart(entries, 4, 3)).toEqual([]);
    expect(sitemapPart(entries, 0, 3)).toEqual([]);
  });
});
