import { describe, expect, it } from 'vitest';
import { SitePaths, type SiteRoutes } from './site-routes';

const routes: SiteRoutes = {
  pages: ['/', '/articles', '/login', '/account/verify-email'],
  items: [
    {
      pattern: '/articles/:id',
      fixedIds: ['1', '2'],
      lookup: { source: 'published-article', idPattern: '^partner-([1-9]\\d{0,9})$' },
    },
    { pattern: '/projects/:category', fixedIds: ['nft', 'defi'] },
    { pattern: '/project/:id', fixedIds: ['binance'], lookup: { source: 'directory-project', idPattern: '^(.+)$' } },
  ],
};
const sitePaths = new SitePaths(routes);

describe('SitePaths', () => {
  it('knows the pages, with or without a trailing slash', () => {
    for (const path of ['/', '/articles', '/articles/', '/login', '/account/verify-email']) {
      expect(sitePaths.classify(path), path).toEqual({ kind: 'page' });
    }
  });

  it('knows fixed items without a lookup', () => {
    expect(sitePaths.classify('/articles/1')).toEqual({ kind: 'page' });
    expect(sitePaths.classify('/projects/defi')).toEqual({ kind: 'page' });
    expect(sitePaths.classify('/project/binance')).toEqual({ kind: 'page' });
  });

  it('names the item to look up for ids that may exist, and its id as the pattern takes it', () => {
    expect(sitePaths.classify('/articles/partner-12')).toEqual({
      kind: 'lookup',
      source: 'published-article',
      id: '12',
    });
    expect(sitePaths.classify('/project/new%20listing')).toEqual({
      kind: 'lookup',
      source: 'directory-project',
      id: 'new listing',
    });
  });

  it('calls everything else unknown', () => {
    for (const path of [
      '/nonexistent',
      '/articles/999',
      '/articles/partner-0',
      '/articles/partner-x',
      '/projects/unknown',
      '/project/a/b',
      '/project/',
      '/login/x',
      '/project/%E0%A4%A',
    ]) {
      expect(sitePaths.classify(path), path).toEqual({ kind: 'unknown' });
    }
  });

  it('refuses an item route whose id is not its last segment', () => {
    expect(() => new SitePaths({ pages: [], items: [{ pattern: '/p/:id/edit', fixedIds: [] }] })).toThrow(/:id/);
  });
});

describe('SitePaths without routes', () => {
  it('takes every path for a page when told the routes are not known', () => {
    const unknownRoutes = new SitePaths({ pages: [], items: [] }, { unknownIsPage: true });
    expect(unknownRoutes.classify('/nonexistent')).toEqual({ kind: 'page' });
  });
});
