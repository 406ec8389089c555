import { describe, expect, it } from 'vitest';
import type { ListProjectsUseCase } from '../../projects/application/list-projects.use-case';
import type { ReadPublishedArticlesUseCase } from '../../submissions/application/read-published-articles.use-case';
import { SitePaths } from '../domain/site-routes';
import { PageStatusUseCase } from './page-status.use-case';

const sitePaths = new SitePaths({
  pages: ['/', '/articles', '/account'],
  items: [
    {
      pattern: '/articles/:id',
      fixedIds: ['1'],
      lookup: { source: 'published-article', idPattern: '^partner-([1-9]\\d{0,9})$' },
    },
    { pattern: '/projects/:category', fixedIds: ['nft'] },
    { pattern: '/project/:id', fixedIds: ['binance'], lookup: { source: 'directory-project', idPattern: '^(.+)$' } },
  ],
  meta: {
    pages: {
      '/': { title: 'Web3 Growth Platform', description: 'The agency.', indexable: true },
      '/account': { title: 'Account', description: 'Your account.', indexable: false },
    },
    items: {
      '/articles/1': { kind: 'article', title: 'First', description: 'The first article.', indexable: true },
    },
  },
  site: { name: 'ChainBoost', tagline: 'Web3 Growth Platform' },
});
const projects = {
  execute: async () => [
    {
      slug: 'new-listing',
      name: 'New Listing',
      description: 'A listed project. '.repeat(20),
      logo: 'https://cdn.example/logo.png',
      category: 'defi',
    },
  ],
} as unknown as ListProjectsUseCase;
const articles = {
  find: async (id: number) =>
    id === 7
      ? {
          id,
          title: 'A <partner> article',
          excerpt: 'What it says.',
          category: 'DeFi',
          imageUrl: null,
          author: 'Ada',
          publishedAt: new Date('2026-11-30T10:00:00Z'),
        }
      : null,
} as unknown as ReadPublishedArticlesUseCase;
const renderer = {
  render: async (path: string) => (path === '/articles/partner-7' ? { key: 'a#1', html: '<p>Rendered</p>' } : null),
};
const pageStatus = new PageStatusUseCase(sitePaths, projects, articles, renderer, {
  publicUrl: 'https://agency.example/',
});

describe('PageStatusUseCase', () => {
  it('answers 200 for pages, fixed items and items that exist', async () => {
    for (const path of [
      '/',
      '/articles',
      '/articles/1',
      '/projects/nft',
      '/project/binance',
      '/project/new-listing',
      '/articles/partner-7',
    ]) {
      expect((await pageStatus.describe(path)).status, path).toBe(200);
    }
  });

  it('answers 404 for unknown paths and items that do not exist', async () => {
    for (const path of [
      '/nonexistent',
      '/articles/999',
      '/articles/partner-8',
      '/articles/partner-9999999999',
      '/projects/unknown',
      '/project/nope',
    ]) {
      expect((await pageStatus.describe(path)).status, path).toBe(404);
    }
  });

  it('describes pages from the client build and items from the database, each at its own address', async () => {
    const home = await pageStatus.page('/');
    expect(home.head).toContain('<title>Web3 Growth Platform | ChainBoost</title>');
    expect(home.head).toContain('<link rel="canonical" href="https://agency.example/">');

    const article = await pageStatus.page('/articles/partner-7');
    expect(article.head).toContain('<title>A &lt;partner&gt; article | ChainBoost</title>');
    expect(article.head).toContain('<meta property="og:type" content="article">');
    expect(article.head).toContain('"datePublished":"2026-11-30T10:00:00.000Z"');

    const project = await pageStatus.describe('/project/new-listing');
    expect(project.meta.description.length).toBeLessThanOrEqual(160);
    expect(project.meta.description.endsWith('…')).toBe(true);
    expect(await pageStatus.page('/project/new-listing')).toMatchObject({
      head: expect.stringContaining('<meta property="og:image" content="https://cdn.example/logo.png">'),
    });

    expect((await pageStatus.page('/account')).head).toContain('<meta name="robots" content="noindex">');
    expect((await pageStatus.page('/articles/partner-7')).document).toEqual({ key: 'a#1', html: '<p>Rendered</p>' });
    expect((await pageStatus.page('/articles/partner-8')).document).toBeUndefined();
    const missing = await pageStatus.page('/articles/partner-8');
    expect(missing.status).toBe(404);
    expect(missing.head).toContain('<meta name="robots" content="noindex">');
  });
});
