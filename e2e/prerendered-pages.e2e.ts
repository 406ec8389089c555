import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './support/app-and-browser';
import { waitForAppStarted } from './support/ui';

const { server, browser } = useAppAndBrowser();

const prerenderedPages = [
  {
    path: '/',
    heading: 'Web3 Growth Platform',
    text: 'User acquisition, liquidity solutions',
    title: 'Web3 Growth Platform | ChainBoost',
  },
  {
    path: '/articles',
    heading: 'Articles',
    text: 'Insights on DeFi, NFTs, trading and blockchain growth',
    title: 'Articles | ChainBoost',
  },
  { path: '/leaderboards', heading: 'Leaderboards', text: 'How Rankings Work', title: 'Leaderboards | ChainBoost' },
  // A fixed article, prerendered at build time.
  {
    path: '/articles/2',
    heading: 'Market Making 101: How Liquidity Decides a Token Listing',
    text: 'A listing with thin order books drives traders away in hours.',
    title: 'Market Making 101: How Liquidity Decides a Token Listing | ChainBoost',
  },
  // Rendered on request with the directory (see renderedOnRequest below).
  {
    path: '/project/nft-1',
    heading: 'Zora',
    text: 'Zora is a creator network built on its own Ethereum Layer 2',
    title: 'Zora | ChainBoost',
  },
  {
    path: '/projects/defi',
    heading: 'DeFi',
    text: 'Lending, trading and yield protocols',
    title: 'DeFi Projects | ChainBoost',
  },
];

/** Pages the server renders when asked, with the API read they show carried in the page. */
const renderedOnRequest = [
  { path: '/articles', read: '/api/articles' },
  { path: '/leaderboards', read: '/api/leaderboards/metric/volume' },
  { path: '/project/nft-1', read: '/api/projects' },
  { path: '/projects/defi', read: '/api/projects' },
];

/** Records whether React removes any of the server's nodes from #root, and the first of them. */
async function watchRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { removed: 0, first: null as Element | null };
    Object.assign(window, { rootWatch: state });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      state.first = root.firstElementChild;
      new MutationObserver((records) => {
        for (const record of records) state.removed += record.removedNodes.length;
      }).observe(root, { childList: true });
    });
  });
}

describe('prerendered pages', () => {
  it('are readable and styled before any script runs', async () => {
    const page = await browser.newPage({ width: 412, height: 823 });
    await page.route('**/*.js', (route) => route.abort());
    for (const { path, heading, text, title } of prerenderedPages) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title()).toBe(title);
      await page.getByText(text).first().waitFor();
      await page.getByRole('link', { name: 'Articles', includeHidden: true }).first().waitFor({ state: 'attached' });
      // The footer and its links are part of the page, not added by its code.
      const footer = page.getByRole('contentinfo');
      for (const name of ['Services', 'Articles', 'Contact', 'Telegram (opens in a new tab)']) {
        await footer.getByRole('link', { name, exact: true }).waitFor({ state: 'attached' });
      }
      // The theme's styles travel with the page: the dark background and the heading's weight.
      const styles = await page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        headingWeight: getComputedStyle(document.querySelector('h1')!).fontWeight,
      }));
      expect(styles).toEqual({ background: 'rgb(7, 11, 23)', headingWeight: expect.stringMatching(/^[6-9]00$/) });
    }
    await page.close();
  });

  it('are hydrated in place: React adopts the server markup and logs no errors', async () => {
    for (const { path, heading } of prerenderedPages) {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await watchRoot(page);
      await page.addInitScript(() => {
        const shifts = { total: 0 };
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await waitForAppStarted(page);
      const root = await page.evaluate(() => {
        const { removed, first } = (window as unknown as { rootWatch: { removed: number; first: Element | null } })
          .rootWatch;
        return { removed, kept: first !== null && document.getElementById('root')!.firstElementChild === first };
      });
      expect(root, path).toEqual({ removed: 0, kept: true });
      expect(errors, path).toEqual([]);
      const shift = await page.evaluate(
        () => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total,
      );
      expect(shift, path).toBeLessThanOrEqual(0.05);
      await page.close();
    }
  });

  it('rendered on request carry their data: the browser shows it without asking the API again', async () => {
    for (const { path, read } of renderedOnRequest) {
      const page = await browser.newPage();
      const reads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === read) reads.push(request.url());
      });
      await page.goto(`${server.baseUrl}${path}`);
      await waitForAppStarted(page);
      expect(reads, path).toEqual([]);
      await page.close();
    }
  });

  it('carry the styles of what they render after the first paint, so none is compiled while the page starts', async () => {
    // What each page renders later: the footer and the chat button everywhere, plus the board's
    // rows on /leaderboards and the first section below the hero on /.
    const laterParts = [
      { path: '/', shown: (page: Page) => page.getByRole('heading', { level: 3, name: 'Verified growth' }) },
      { path: '/articles', shown: (page: Page) => page.getByRole('article').first() },
      { path: '/leaderboards', shown: (page: Page) => page.getByRole('table', { name: 'By Volume leaderboard' }) },
    ];
    for (const { path, shown } of laterParts) {
      const page = await browser.newPage({ width: 412, height: 823 });
      await page.addInitScript(() => {
        const inserted: string[] = [];
        Object.assign(window, { insertedRules: inserted });
        const insertRule = CSSStyleSheet.prototype.insertRule;
        CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
          inserted.push(rule);
          return insertRule.call(this, rule, index);
        };
      });
      await page.goto(`${server.baseUrl}${path}`);
      await waitForAppStarted(page);
      await shown(page).waitFor();
      const inserted = await page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules);
      expect(inserted, path).toEqual([]);
      await page.close();
    }
  });

  it('work once hydrated: a leaderboard tab loads its board, an article filter filters', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/leaderboards`);
    await page.getByRole('tab', { name: 'By Users' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'By Users' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('table', { name: 'By Users leaderboard' }).waitFor();

    await page.goto(`${server.baseUrl}/articles`);
    await page.getByRole('button', { name: 'NFT' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'NFT' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByRole('article').count()).toBeLessThan(6);
    await page.close();
  });

  it('are prerendered only where they are public: other paths still get the bare page', async () => {
    for (const path of ['/login', '/community', '/account']) {
      const html = await (await fetch(`${server.baseUrl}${path}`)).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
    const leaderboards = await (await fetch(`${server.baseUrl}/leaderboards`)).text();
    expect(leaderboards).toMatch(
      /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/LeaderboardsPage-[^"]+\.js">/,
    );
    expect(leaderboards).not.toContain('<div id="root"></div>');
  });

  it("start without Emotion's per-tag components (styled.div and the like), which nothing uses", async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const entry = html.match(/<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)">/)?.[1];
    expect(entry).toBeDefined();
    const code = await (await fetch(`${server.baseUrl}${entry}`)).text();
    // MUI's own components are there; the list of tags @emotion/styled's main entry walks is not.
    expect(code).toContain('MuiButtonBase');
    expect(code).not.toMatch(/`marquee`|"marquee"|'marquee'/);
  });
});
