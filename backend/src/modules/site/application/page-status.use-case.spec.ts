import { describe, expect, it } from 'vitest';
import type { ListProjectsUseCase } from '../../projects/application/list-projects.use-case';
import type { ReadPublishedArticlesUseCase } from '../../submissions/application/read-published-articles.use-case';
import { SitePaths } from '../domain/site-routes';
import { PageStatusUseCase } from './page-status.use-case';

const sitePaths = new SitePaths({
  pages: ['/', '/articles'],
  items: [
    {
      pattern: '/articles/:id',
      fixedIds: ['1'],
      lookup: { source: 'published-article', idPattern: '^partner-([1-9]\\d{0,9})$' },
    },
    { pattern: '/projects/:category', fixedIds: ['nft'] },
    { pattern: '/project/:id', fixedIds: ['binance'], lookup: { source: 'directory-project', idPattern: '^(.+)$' } },
  ],
});
const projects = { isListed: async (slug: string) => slug === 'new-listing' } as unknown as ListProjectsUseCase;
const articles = { isPublished: async (id: number) => id === 7 } as unknown as ReadPublishedArticlesUseCase;
const pageStatus = new PageStatusUseCase(sitePaths, projects, articles);

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
      expect(await pageStatus.statusOf(path), path).toBe(200);
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
      expect(await pageStatus.statusOf(path), path).toBe(404);
    }
  });
});
