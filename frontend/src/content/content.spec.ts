import { describe, expect, it } from 'vitest';
import { projectCategories } from '../app/paths';
import {
  ARTICLE_FALLBACK_IMAGE,
  articleCategories,
  articles,
  categoryProjects,
  discoverCategories,
  featuredProjectFilters,
  featuredProjects,
  filterArticles,
  filterFeaturedProjects,
  findArticle,
  findCategory,
  findListedProject,
  findProjectDetail,
  projectDetails,
} from './index';

const publicImages = Object.keys(import.meta.glob('/public/images/articles/*.svg')).map((path) =>
  path.replace(/^\/public/, ''),
);

describe('featured projects', () => {
  it('has nine projects, each linking to a project detail', () => {
    expect(featuredProjects).toHaveLength(9);
    for (const project of featuredProjects) expect(findProjectDetail(project.id)?.name).toBe(project.name);
  });

  it('covers every filter tab with at least one project', () => {
    for (const filter of featuredProjectFilters.filter((name) => name !== 'All')) {
      expect(filterFeaturedProjects(filter).length).toBeGreaterThan(0);
    }
    expect(filterFeaturedProjects('All')).toHaveLength(9);
    expect(filterFeaturedProjects('Exchanges').map((project) => project.id)).toEqual(['binance', 'okx', 'bybit']);
  });
});

describe('categories', () => {
  it('has the fixed counts of the spec', () => {
    expect(discoverCategories.map(({ id, name, count }) => [id, name, count])).toEqual([
      ['nft', 'NFT', 45],
      ['defi', 'DeFi', 38],
      ['gamefi', 'GameFi', 27],
      ['layer2', 'Layer 2', 15],
    ]);
  });

  it('finds a category by id and nothing for unknown ids', () => {
    expect(findCategory('defi')?.pageTitle).toBe('DeFi Projects');
    expect(findCategory('unknown')).toBeUndefined();
    expect(findCategory('toString')).toBeUndefined();
    expect(findCategory(undefined)).toBeUndefined();
  });
});

describe('articles', () => {
  it('has six articles with ids 1 to 6 and local images that exist', () => {
    expect(articles.map((article) => article.id)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const article of articles) {
      expect(publicImages).toContain(article.imageUrl);
      expect(article.linkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\//);
      expect(article.content).toContain('<h2>');
      expect(article.content).toContain('<ul>');
    }
    expect(publicImages).toContain(ARTICLE_FALLBACK_IMAGE);
  });

  it('covers every filter category', () => {
    for (const category of articleCategories.filter((name) => name !== 'All')) {
      expect(filterArticles(category).length).toBeGreaterThan(0);
      expect(filterArticles(category).every((article) => article.category === category)).toBe(true);
    }
    expect(filterArticles('All')).toHaveLength(6);
  });

  it('finds an article by numeric or string id', () => {
    expect(findArticle('3')?.category).toBe('NFT');
    expect(findArticle(3)?.id).toBe(3);
    expect(findArticle('999')).toBeUndefined();
    expect(findArticle('03')).toBeUndefined();
    expect(findArticle(undefined)).toBeUndefined();
  });
});

describe('projects', () => {
  it('has details for exactly the eleven ids of the spec', () => {
    expect(Object.keys(projectDetails).sort()).toEqual([
      'aave',
      'arbitrum',
      'binance',
      'bybit',
      'coinbase',
      'defi-1',
      'metamask',
      'nft-1',
      'okx',
      'polygon',
      'uniswap',
    ]);
    for (const detail of Object.values(projectDetails)) {
      expect(detail.stats).toHaveLength(4);
      expect(detail.features.length).toBeGreaterThanOrEqual(4);
      expect(detail.features.length).toBeLessThanOrEqual(6);
      expect(detail.website).toMatch(/^https:\/\//);
    }
  });

  it('lists several projects in every category', () => {
    for (const category of projectCategories) expect(categoryProjects[category].length).toBeGreaterThanOrEqual(3);
    expect(findListedProject('nft-1')?.category).toBe('nft');
    expect(findListedProject('defi-1')?.category).toBe('defi');
    expect(findListedProject('polygon')?.category).toBe('layer2');
  });

  it('finds details only for known ids', () => {
    expect(findProjectDetail('binance')?.name).toBe('Binance');
    expect(findProjectDetail('nope')).toBeUndefined();
    expect(findProjectDetail('constructor')).toBeUndefined();
    expect(findProjectDetail(undefined)).toBeUndefined();
  });
});
