import { describe, expect, it } from 'vitest';
import { CARD, cardContent, cardVersion, drawableText, drawCard } from './index.js';

const site = { name: 'ChainBoost', tagline: 'Web3 Growth Platform' };

/** A PNG's width and height, from its IHDR chunk (bytes 16–23). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the preview card', () => {
  it('says the kind and category, the title and the site', () => {
    expect(cardContent({ site, kind: 'article', section: 'DeFi', title: 'Liquidity 101' })).toEqual({
      brand: 'ChainBoost',
      kicker: 'Article · DeFi',
      title: 'Liquidity 101',
      subtitle: 'Web3 Growth Platform · ChainBoost',
    });
    expect(cardContent({ site, kind: 'category', section: 'DeFi', title: 'DeFi' }).kicker).toBe('Projects');
  });

  it('has a version that changes with what it shows, and only then', () => {
    const content = cardContent({ site, kind: 'project', section: 'NFT', title: 'Pixel Punks' });
    expect(cardVersion(content)).toMatch(/^[\w-]{16}$/);
    expect(cardVersion({ ...content })).toBe(cardVersion(content));
    expect(cardVersion({ ...content, title: 'Pixel Punks 2' })).not.toBe(cardVersion(content));
    expect(cardVersion({ ...content, kicker: 'Project · DeFi' })).not.toBe(cardVersion(content));
  });

  it('is drawn as a 1200×630 PNG, also for a long title with characters outside Latin', async () => {
    const png = await drawCard(
      cardContent({
        site,
        kind: 'article',
        section: 'Marketing',
        title: 'How a “verified-user” campaign tripled a DEX’s retention — in 6 weeks, with €0 spent on ads',
      }),
    );
    expect(pngSize(png)).toEqual(CARD);
    expect(png.length).toBeGreaterThan(10_000);
  });

  it('draws Latin, Cyrillic, Greek and Vietnamese, and leaves out what its fonts lack instead of boxes', async () => {
    expect(drawableText('Web3 in 日本 🚀 — Ёлка, Ωmega, Tiếng Việt')).toBe('Web3 in — Ёлка, Ωmega, Tiếng Việt');
    expect(drawableText('日本語')).toBe('');
    for (const title of ['Web3 in 日本 🚀', '日本語のタイトル']) {
      const png = await drawCard(cardContent({ site, kind: 'article', section: 'DeFi', title }));
      expect(pngSize(png)).toEqual(CARD);
    }
  });
});
