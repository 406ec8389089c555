import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articles } from '../../../content/articles';
import type { PublishedArticle } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch } from '../../../test-support/fetch-stub';
import { renderWithProviders } from '../../../test-support/render-with-providers';
import { ArticleDetailPage } from './ArticleDetailPage';
import { ArticlesPage } from './ArticlesPage';

const published: PublishedArticle = {
  id: 9,
  title: 'Liquidity 101',
  category: 'DeFi',
  excerpt: 'Why depth matters',
  content: '<p>Depth is what lets a trade fill.</p>',
  imageUrl: null,
  author: 'Lovelace Labs',
  publishedAt: '2026-01-05T10:00:00.000Z',
};

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('ArticlesPage', () => {
  it('shows the fixed articles at once and adds the published partner articles after them', async () => {
    const held = heldAnswer();
    stubFetch().on('GET', '/api/articles', () => held.answer);
    renderWithProviders(<ArticlesPage />, { path: '/articles' });
    expect(cardTitles()).toEqual(articles.map((article) => article.title));

    held.release(data([published]));
    expect(await screen.findByRole('heading', { name: 'Liquidity 101' })).toBeVisible();
    expect(cardTitles().at(-1)).toBe('Liquidity 101');
  });

  it('filters by category, marking the chosen one', async () => {
    stubFetch().on('GET', '/api/articles', data([published]));
    const { user } = renderWithProviders(<ArticlesPage />, { path: '/articles' });
    await screen.findByRole('heading', { name: 'Liquidity 101' });
    const filter = screen.getByRole('group', { name: 'Filter articles by category' });
    await user.click(within(filter).getByRole('button', { name: 'DeFi' }));

    expect(within(filter).getByRole('button', { name: 'DeFi' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual([
      ...articles.filter((article) => article.category === 'DeFi').map((article) => article.title),
      'Liquidity 101',
    ]);
  });

  it('says when the partner articles could not be loaded, and keeps the fixed ones', async () => {
    stubFetch().on('GET', '/api/articles', refusal(500, 'Boom'));
    renderWithProviders(<ArticlesPage />, { path: '/articles' });
    expect(await screen.findByText('Partner articles could not be loaded right now.')).toBeVisible();
    expect(cardTitles()).toHaveLength(articles.length);
  });
});

describe('ArticleDetailPage', () => {
  const renderDetail = (id: string) =>
    renderWithProviders(<ArticleDetailPage />, { path: '/articles/:id', route: `/articles/${id}` });

  it('shows a fixed article without asking the server', () => {
    const api = stubFetch();
    renderDetail('1');
    expect(screen.getByRole('heading', { level: 1, name: articles[0]?.title })).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('says "Article Not Found" for an unknown fixed article', () => {
    stubFetch();
    renderDetail('999');
    expect(screen.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute('href', '/articles');
  });

  it('loads a partner article, showing progress meanwhile', async () => {
    const held = heldAnswer();
    stubFetch().on('GET', '/api/articles/9', () => held.answer);
    renderDetail('partner-9');
    expect(screen.getByRole('status')).toBeVisible();
    held.release(data(published));
    expect(await screen.findByRole('heading', { level: 1, name: 'Liquidity 101' })).toBeVisible();
  });

  it('tells a missing partner article from one that could not be loaded', async () => {
    stubFetch()
      .on('GET', '/api/articles/9', refusal(404, 'Article not found'))
      .on('GET', '/api/articles/10', refusal(500, 'Boom'));
    const { unmount } = renderDetail('partner-9');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    unmount();
    renderDetail('partner-10');
    expect(await screen.findByRole('heading', { name: 'Article Unavailable' })).toBeVisible();
  });
});
