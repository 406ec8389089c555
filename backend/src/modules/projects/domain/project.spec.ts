import { describe, expect, it } from 'vitest';
import { CATEGORY_PAGES, categoryPageOf, PROJECT_CATEGORIES, slugify } from './project';

describe('slugify', () => {
  it('lowercases and joins words with single dashes', () => {
    expect(slugify('Orbit Quest')).toBe('orbit-quest');
    expect(slugify('  Curve -- Finance!  ')).toBe('curve-finance');
  });

  it('drops accents and other non-ASCII characters', () => {
    expect(slugify('Café Protocol')).toBe('cafe-protocol');
    expect(slugify('東京')).toBe('project');
  });

  it('keeps at most 48 characters', () => {
    expect(slugify('a'.repeat(60))).toHaveLength(48);
  });
});

describe('categoryPageOf', () => {
  it("lists each category page's own projects there, infrastructure on layer2", () => {
    expect(categoryPageOf('nft')).toBe('nft');
    expect(categoryPageOf('defi')).toBe('defi');
    expect(categoryPageOf('gamefi')).toBe('gamefi');
    expect(categoryPageOf('layer2')).toBe('layer2');
    expect(categoryPageOf('infrastructure')).toBe('layer2');
  });

  it('gives exchanges, wallets and other no page', () => {
    expect(categoryPageOf('exchanges')).toBeNull();
    expect(categoryPageOf('wallets')).toBeNull();
    expect(categoryPageOf('other')).toBeNull();
  });

  it("only ever answers one of the spec's four category pages", () => {
    for (const category of PROJECT_CATEGORIES) {
      const page = categoryPageOf(category);
      if (page !== null) expect(CATEGORY_PAGES).toContain(page);
    }
  });
});
