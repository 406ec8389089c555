import { describe, expect, it } from 'vitest';
import { categoryProjects } from '../../content/projects';
import type { DirectoryProject } from '../../lib/api-types';
import {
  NO_VOLUME_YET,
  categoryProjectItems,
  otherDirectoryProjects,
  directoryCategoryName,
  directoryProjectView,
  findDirectoryProject,
  httpUrlOrNull,
  withDirectoryVerification,
} from './project-directory';
import { resolveProjectView } from './project-view';

let nextId = 100;
const PAGES: Partial<Record<DirectoryProject['category'], DirectoryProject['categoryPage']>> = {
  nft: 'nft',
  defi: 'defi',
  gamefi: 'gamefi',
  layer2: 'layer2',
  infrastructure: 'layer2',
};
const listing = (overrides: Partial<DirectoryProject>): DirectoryProject => {
  const category = overrides.category ?? 'gamefi';
  return {
    id: nextId++,
    slug: 'orbit-quest-7',
    name: 'Orbit Quest',
    category,
    ownerBadge: null,
    categoryPage: PAGES[category] ?? null,
    description: 'A space strategy game.',
    verified: false,
    featured: false,
    website: 'https://orbit.example',
    logo: null,
    ...overrides,
  };
};

const gamefi = categoryProjects.gamefi;

describe('categoryProjectItems', () => {
  it('shows only the fixed projects until the directory answers', () => {
    expect(categoryProjectItems(gamefi, undefined, 'gamefi')).toEqual(gamefi);
  });

  it('appends directory projects of the same category after the fixed ones', () => {
    const items = categoryProjectItems(
      gamefi,
      [listing({ verified: true }), listing({ slug: 'nebula-2', name: 'Nebula', category: 'defi' })],
      'gamefi',
    );
    expect(items.slice(0, gamefi.length).map((item) => item.id)).toEqual(gamefi.map((project) => project.id));
    expect(items.at(-1)).toEqual({
      id: 'orbit-quest-7',
      name: 'Orbit Quest',
      description: 'A space strategy game.',
      verified: true,
      featured: false,
      ownerBadge: null,
      volume: NO_VOLUME_YET,
      website: 'https://orbit.example',
    });
    expect(items).toHaveLength(gamefi.length + 1);
  });

  it('skips directory projects that are already fixed, by name in any case or by slug', () => {
    const items = categoryProjectItems(
      gamefi,
      [
        listing({ slug: 'immutable-9', name: '  IMMUTABLE ' }),
        listing({ slug: 'axie-infinity', name: 'Axie' }),
        listing({ slug: 'the-sandbox-3', name: 'The  Sandbox' }),
      ],
      'gamefi',
    );
    expect(items).toHaveLength(gamefi.length);
  });

  it('takes the Verified state of a fixed project from the directory entry with its slug', () => {
    const items = categoryProjectItems(
      gamefi,
      [
        listing({ slug: 'the-sandbox', name: 'The Sandbox', verified: false }),
        listing({ slug: 'illuvium', name: 'Illuvium', verified: true }),
      ],
      'gamefi',
    );
    expect(items.find((item) => item.id === 'the-sandbox')?.verified).toBe(false);
    expect(items.find((item) => item.id === 'illuvium')?.verified).toBe(true);
    expect(items.find((item) => item.id === 'immutable')?.verified).toBe(true);
  });

  it('never links to a website that is not http(s)', () => {
    const [added] = categoryProjectItems([], [listing({ website: 'javascript:alert(1)' })], 'gamefi');
    expect(added.website).toBeNull();
  });
});

describe('detail helpers', () => {
  it('finds directory projects by slug only', () => {
    const directory = [listing({})];
    expect(findDirectoryProject(directory, 'orbit-quest-7')?.name).toBe('Orbit Quest');
    expect(findDirectoryProject(directory, 'Orbit Quest')).toBeUndefined();
    expect(findDirectoryProject(undefined, 'orbit-quest-7')).toBeUndefined();
    expect(findDirectoryProject(directory, undefined)).toBeUndefined();
  });

  it('overrides a fixed detail only with the directory entry of the same slug', () => {
    const binance = resolveProjectView('binance')!;
    expect(withDirectoryVerification(binance, undefined).verified).toBe(binance.verified);
    expect(withDirectoryVerification(binance, [listing({ slug: 'binance', verified: false })]).verified).toBe(false);
    expect(
      withDirectoryVerification(binance, [listing({ slug: 'binance-4', name: 'Binance', verified: false })]).verified,
    ).toBe(true);
  });

  it('builds a detail view with what the directory knows', () => {
    const view = directoryProjectView(listing({ verified: true, website: 'https://www.orbit.example/play' }));
    expect(view).toMatchObject({
      id: 'orbit-quest-7',
      name: 'Orbit Quest',
      category: 'GameFi',
      categoryId: 'gamefi',
      fullDescription: 'A space strategy game.',
      verified: true,
      website: 'https://www.orbit.example/play',
      features: [],
    });
    expect(view.users).toBeUndefined();
    expect(view.stats).toEqual([
      { label: 'Category', value: 'GameFi' },
      { label: '24h Volume', value: NO_VOLUME_YET },
      { label: 'Verification', value: 'Verified' },
      { label: 'Website', value: 'orbit.example' },
    ]);
  });

  it('has no category page or website stat when the directory has none', () => {
    const view = directoryProjectView(listing({ category: 'exchanges', website: null }));
    expect(view.categoryId).toBeUndefined();
    expect(view.category).toBe('Exchanges');
    expect(view.website).toBeNull();
    expect(view.stats.map((stat) => stat.label)).not.toContain('Website');
  });

  it('names every directory category', () => {
    expect(directoryCategoryName('layer2')).toBe('Layer 2');
    expect(directoryCategoryName('infrastructure')).toBe('Infrastructure');
  });

  it('keeps only absolute http(s) URLs', () => {
    expect(httpUrlOrNull('https://a.example')).toBe('https://a.example');
    expect(httpUrlOrNull('http://a.example')).toBe('http://a.example');
    for (const value of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'a.example', '', null, undefined]) {
      expect(httpUrlOrNull(value), String(value)).toBeNull();
    }
  });
});

describe('Featured projects and categories without a page', () => {
  it('puts Featured directory projects first on their category page, then the fixed ones', () => {
    const items = categoryProjectItems(
      gamefi,
      [listing({ slug: 'plain-1', name: 'Plain' }), listing({ slug: 'star-2', name: 'Star', featured: true })],
      'gamefi',
    );
    expect(items[0]).toMatchObject({ id: 'star-2', featured: true });
    expect(items.slice(1, gamefi.length + 1).map((item) => item.id)).toEqual(gamefi.map((project) => project.id));
    expect(items.at(-1)).toMatchObject({ id: 'plain-1', featured: false });
  });

  it("lists infrastructure projects on layer2, by the server's categoryPage", () => {
    const items = categoryProjectItems(
      categoryProjects.layer2,
      [listing({ slug: 'node-1', name: 'Node Co', category: 'infrastructure' })],
      'layer2',
    );
    expect(items.at(-1)).toMatchObject({ id: 'node-1' });
  });

  it('collects exchanges, wallets and other projects for the Other projects section, Featured first, named by category', () => {
    const others = otherDirectoryProjects([
      listing({ slug: 'dex-1', name: 'Dex', category: 'exchanges' }),
      listing({ slug: 'misc-2', name: 'Misc', category: 'other', featured: true }),
      listing({ slug: 'game-3', name: 'Game' }),
    ]);
    expect(others.map((item) => [item.id, item.categoryName])).toEqual([
      ['misc-2', 'Other'],
      ['dex-1', 'Exchanges'],
    ]);
  });
});
