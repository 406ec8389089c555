import { describe, expect, it } from 'vitest';
import { isLinkActive, publicPageLinks, rolePageLinks } from './navigation-items';

const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('rolePageLinks', () => {
  it('gives signed-out visitors and plain users no role entries', () => {
    expect(rolePageLinks(null)).toEqual([]);
    expect(rolePageLinks('user')).toEqual([]);
  });

  it('gives partners the partner entries', () => {
    expect(labels(rolePageLinks('partner'))).toEqual(['Partner Dashboard', 'Submit Project']);
  });

  it('gives admins every entry', () => {
    expect(labels(rolePageLinks('admin'))).toEqual([
      'Analytics',
      'Community',
      'Leaderboards',
      'Admin Dashboard',
      'Partner Dashboard',
      'Submit Project',
    ]);
  });
});

describe('publicPageLinks', () => {
  it('links Projects to the NFT category and Articles to the list', () => {
    expect(publicPageLinks.map(({ label, to }) => [label, to])).toEqual([
      ['Projects', '/projects/nft'],
      ['Articles', '/articles'],
    ]);
  });
});

describe('isLinkActive', () => {
  const [projects, articles] = publicPageLinks;

  it('marks Projects current on every category and project page', () => {
    expect(isLinkActive(projects, '/projects/defi')).toBe(true);
    expect(isLinkActive(projects, '/project/binance')).toBe(true);
    expect(isLinkActive(projects, '/articles')).toBe(false);
  });

  it('marks Articles current on the list and details, not on look-alike paths', () => {
    expect(isLinkActive(articles, '/articles')).toBe(true);
    expect(isLinkActive(articles, '/articles/3')).toBe(true);
    expect(isLinkActive(articles, '/articles-archive')).toBe(false);
  });
});
