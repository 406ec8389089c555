import { describe, expect, it } from 'vitest';
import { ARTICLE_FALLBACK_IMAGE, articles } from '../../content/articles';
import type { PublishedArticle } from '../../lib/api-types';
import {
  articleListItems,
  displayCategory,
  estimateReadTime,
  formatArticleDate,
  matchesArticleFilter,
  parsePartnerArticleId,
  partnerArticleRouteId,
  partnerListItem,
  shownPartnerArticles,
} from './article-list-items';

const partnerArticle = (overrides: Partial<PublishedArticle> = {}): PublishedArticle => ({
  id: 12,
  title: 'Verified users trade more',
  category: 'DeFi',
  excerpt: 'Three lessons.',
  content: '<p>Body text</p>',
  imageUrl: null,
  author: 'Nova Exchange',
  publishedAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

describe('partner article route ids', () => {
  it('round-trips partner ids', () => {
    expect(partnerArticleRouteId(12)).toBe('partner-12');
    expect(parsePartnerArticleId('partner-12')).toBe(12);
    expect(parsePartnerArticleId('partner-2147483647')).toBe(2_147_483_647);
  });

  it('refuses everything else, so the fixed ids keep their meaning', () => {
    for (const routeId of [
      '1',
      '6',
      'partner-',
      'partner-0',
      'partner-012',
      'partner-1.5',
      'partner--1',
      'partner-abc',
      'Partner-3',
      ' partner-3',
      'partner-3/x',
      'partner-2147483648',
      'partner-99999999999',
      undefined,
    ]) {
      expect(parsePartnerArticleId(routeId), String(routeId)).toBeNull();
    }
  });
});

describe('categories and filtering', () => {
  it('spells the filter categories the usual way and keeps others as written', () => {
    expect(displayCategory(' defi ')).toBe('DeFi');
    expect(displayCategory('nft')).toBe('NFT');
    expect(displayCategory('Gaming')).toBe('Gaming');
    expect(displayCategory('all')).toBe('all');
  });

  it('shows categories outside the filter buttons only under All', () => {
    expect(matchesArticleFilter('Gaming', 'All')).toBe(true);
    expect(matchesArticleFilter('Gaming', 'DeFi')).toBe(false);
    expect(matchesArticleFilter('defi', 'DeFi')).toBe(true);
    expect(matchesArticleFilter('Trading', 'NFT')).toBe(false);
  });
});

describe('partner list items', () => {
  it('maps a published article onto a partner card with the fallback image', () => {
    expect(partnerListItem(partnerArticle({ category: 'defi' }))).toMatchObject({
      source: 'partner',
      routeId: 'partner-12',
      category: 'DeFi',
      readTime: '1 min read',
      imageUrl: ARTICLE_FALLBACK_IMAGE,
      imageAlt: 'Verified users trade more',
      author: 'Nova Exchange',
    });
  });

  it('keeps http(s) images and drops any other scheme', () => {
    expect(partnerListItem(partnerArticle({ imageUrl: 'https://cdn.example/a.png' })).imageUrl).toBe(
      'https://cdn.example/a.png',
    );
    expect(partnerListItem(partnerArticle({ imageUrl: 'javascript:alert(1)' })).imageUrl).toBe(ARTICLE_FALLBACK_IMAGE);
    expect(partnerListItem(partnerArticle({ imageUrl: '/relative.png' })).imageUrl).toBe(ARTICLE_FALLBACK_IMAGE);
  });

  it('estimates reading time from the words of the HTML', () => {
    expect(estimateReadTime('')).toBe('1 min read');
    expect(estimateReadTime(`<p>${'word '.repeat(1000)}</p>`)).toBe('5 min read');
    expect(estimateReadTime('<p>one</p><p>two</p>')).toBe('1 min read');
  });

  it('formats the publication date like the fixed articles', () => {
    expect(formatArticleDate('2026-11-20T12:00:00.000Z', 'UTC')).toBe('Nov 20, 2026');
    expect(formatArticleDate('not a date')).toBe('');
  });
});

describe('articleListItems', () => {
  it('lists the six fixed articles first, then partner articles in server order', () => {
    const items = articleListItems(
      articles,
      [partnerArticle({ id: 9 }), partnerArticle({ id: 4, category: 'Gaming' })],
      'All',
    );
    expect(items.map((item) => item.routeId)).toEqual(['1', '2', '3', '4', '5', '6', 'partner-9', 'partner-4']);
  });

  it('shows the fixed articles alone while partner articles are missing', () => {
    expect(articleListItems(articles, undefined, 'All')).toHaveLength(6);
  });

  it('filters both kinds by category', () => {
    const items = articleListItems(
      articles,
      [partnerArticle({ id: 9 }), partnerArticle({ id: 4, category: 'Gaming' })],
      'DeFi',
    );
    expect(items.every((item) => item.category === 'DeFi')).toBe(true);
    expect(items.map((item) => item.routeId)).toContain('partner-9');
    expect(items.map((item) => item.routeId)).not.toContain('partner-4');
  });
});

describe('shownPartnerArticles', () => {
  it('is one and the same list before any answer and after an empty one', () => {
    expect(shownPartnerArticles([])).toBe(shownPartnerArticles(undefined));
    expect(shownPartnerArticles(undefined)).toEqual([]);
  });

  it('passes a non-empty answer through as it is', () => {
    const answer = [partnerArticle()];
    expect(shownPartnerArticles(answer)).toBe(answer);
  });
});
