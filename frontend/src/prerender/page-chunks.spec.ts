import { describe, expect, it } from 'vitest';
import { pageChunkFiles, type BuildManifest } from './page-chunks';

const manifest: BuildManifest = {
  'src/main.tsx': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-dom.js', '_Typography.js'] },
  '_react-dom.js': { file: 'assets/react-dom-b.js' },
  '_Typography.js': { file: 'assets/Typography-c.js', imports: ['_react-dom.js'] },
  '_Tabs.js': { file: 'assets/Tabs-d.js', imports: ['_Typography.js', '_useSlot.js'] },
  '_useSlot.js': { file: 'assets/useSlot-e.js' },
  'src/features/leaderboards/components/LeaderboardsPage.tsx': {
    file: 'assets/LeaderboardsPage-f.js',
    src: 'src/features/leaderboards/components/LeaderboardsPage.tsx',
    isDynamicEntry: true,
    imports: ['_Tabs.js', '_react-dom.js'],
  },
  'src/features/articles/components/ArticlesPage.tsx': {
    file: 'assets/ArticlesPage-g.js',
    isDynamicEntry: true,
    imports: ['_Typography.js'],
  },
};

describe('pageChunkFiles', () => {
  it("lists the page's chunk and what it imports, without what index.html already loads", () => {
    expect(pageChunkFiles(manifest, 'LeaderboardsPage')).toEqual([
      '/assets/LeaderboardsPage-f.js',
      '/assets/Tabs-d.js',
      '/assets/useSlot-e.js',
    ]);
    expect(pageChunkFiles(manifest, 'ArticlesPage')).toEqual(['/assets/ArticlesPage-g.js']);
  });

  it('fails loudly for a page the build does not have, rather than writing a page without its code', () => {
    expect(() => pageChunkFiles(manifest, 'MissingPage')).toThrow(/MissingPage/);
  });

  it('fails loudly when a chunk the manifest refers to is missing', () => {
    const broken: BuildManifest = { ...manifest, '_Tabs.js': { file: 'assets/Tabs-d.js', imports: ['_gone.js'] } };
    expect(() => pageChunkFiles(broken, 'LeaderboardsPage')).toThrow(/_gone\.js/);
  });
});
