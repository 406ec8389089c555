import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { PHONE, dashboardPages, hasHorizontalScroll, oneDecimal, openTab } from './support/dashboards';

const { server, browser } = useAppAndBrowser();
const { freshPage } = dashboardPages(server, browser);

interface Entry {
  rank: number;
  entityName: string;
  score: number;
}

async function leaderboard(path: string): Promise<Entry[]> {
  const response = await fetch(`${server.baseUrl}${path}?limit=20`);
  return ((await response.json()) as { data: Entry[] }).data;
}

const boardRow = (panel: Locator, name: string) =>
  panel.getByRole('row').filter({ has: panel.page().getByRole('rowheader', { name }) });

describe('leaderboards', () => {
  it('ranks Binance first by volume with a trophy, shows every tab and explains the rules', async () => {
    const page = await freshPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/leaderboards')) requested.push(`${url.pathname}${url.search}`);
    });
    await page.goto(`${server.baseUrl}/leaderboards`);
    await page.getByRole('heading', { level: 1, name: 'Leaderboards' }).waitFor();
    expect(await page.title()).toMatch(/^Leaderboards \|/);

    const byVolume = page.getByRole('tabpanel', { name: 'By Volume' });
    const binance = boardRow(byVolume, 'Binance');
    await binance.waitFor();
    expect(await binance.getByRole('cell').first().textContent()).toBe('Rank 1 (gold trophy)');
    expect(await binance.locator('[data-podium] svg').count()).toBe(1);
    await binance.getByText('$553,500.00M', { exact: true }).waitFor();
    const volumes = await leaderboard('/api/leaderboards/metric/volume');
    expect(await byVolume.getByRole('row').count()).toBe(volumes.length + 1);
    const fourth = boardRow(byVolume, volumes[3].entityName);
    expect(await fourth.locator('[data-podium] svg').count()).toBe(0);
    // The first board comes with the page (rendered on the server with it): nothing is asked again.
    expect(requested).toEqual([]);

    const howItWorks = page.getByRole('region', { name: 'How Rankings Work' });
    for (const text of ['Volume score', 'User score', 'Growth score', 'Overall score', '1, 2, 2, 4']) {
      await howItWorks.getByText(text).first().waitFor();
    }
    await howItWorks
      .getByText('100 × (0.4 × volume ÷ top volume + 0.3 × users ÷ top users + 0.3 × growth ÷ 100)')
      .waitFor();
    // The stored volume is the community page's 'Last 30 days' figure: one meaning everywhere.
    expect(await byVolume.getByRole('columnheader').last().textContent()).toBe('30-day volume');
    await howItWorks
      .getByText("A project's trading volume over the last 30 days, in USD, from its latest snapshot.")
      .waitFor();
    expect(await page.getByText(/24 hours|24h/i).count()).toBe(0);
    await screenshot(page, 'dashboards-leaderboards-volume');

    const expectations = [
      {
        tab: 'By Users',
        path: '/api/leaderboards/metric/users',
        format: (score: number) => score.toLocaleString('en-US'),
      },
      { tab: 'By Growth', path: '/api/leaderboards/metric/growth', format: (score: number) => oneDecimal(score) },
      {
        tab: 'Overall Ranking',
        path: '/api/leaderboards/entity/project',
        format: (score: number) =>
          score.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
      },
    ];
    for (const { tab, path, format } of expectations) {
      const [leader] = await leaderboard(path);
      const panel = await openTab(page, tab);
      const row = boardRow(panel, leader.entityName);
      await row.getByText(format(leader.score), { exact: true }).waitFor();
      expect(await row.locator('[data-podium] svg').count()).toBe(1);
    }
    await screenshot(page, 'dashboards-leaderboards-overall');

    // Back on a tab seen before: shown from the cache, not fetched again (the first came with the page).
    await openTab(page, 'By Volume');
    await boardRow(page.getByRole('tabpanel', { name: 'By Volume' }), 'Binance').waitFor();
    expect(requested).toEqual([
      '/api/leaderboards/metric/users?limit=20',
      '/api/leaderboards/metric/growth?limit=20',
      '/api/leaderboards/entity/project?limit=20',
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('fits a 390 px phone without horizontal scrolling', async () => {
    const page = await freshPage(PHONE);
    await page.goto(`${server.baseUrl}/leaderboards`);
    await boardRow(page.getByRole('tabpanel', { name: 'By Volume' }), 'Binance').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'dashboards-leaderboards-phone');

    // The tabs that do not fit are reached by scrolling the row, not the page.
    const row = page.getByRole('tablist', { name: 'Leaderboards' });
    const lastTab = page.getByRole('tab', { name: 'Overall Ranking' });
    const isInRow = () =>
      lastTab.evaluate((tab) => {
        const box = tab.getBoundingClientRect();
        const rowBox = tab.parentElement!.getBoundingClientRect();
        return box.left >= rowBox.left - 1 && box.right <= rowBox.right + 1;
      });
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await isInRow()).toBe(false);

    // The arrow keys and End move the focus along the row, into view; Enter opens the tab.
    await page.getByRole('tab', { name: 'By Volume' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('By Users');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Overall Ranking');
    await page.keyboard.press('Home');
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: 'Overall Ranking', selected: false }).count()).toBe(1);
    await page.keyboard.press('Enter');
    await page.getByRole('tabpanel', { name: 'Overall Ranking' }).getByRole('table').waitFor();
    expect(await lastTab.getAttribute('aria-selected')).toBe('true');
    expect(await lastTab.getAttribute('tabindex')).toBe('0');
    expect(await page.getByRole('tab', { name: 'By Volume' }).getAttribute('tabindex')).toBe('-1');
    await expect.poll(isInRow).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.close();
  });
});

describe('with no insights recorded', () => {
  it('shows the empty states of the leaderboards and the community dashboard', async () => {
    await server.query('CREATE TABLE project_insights_backup AS TABLE project_insights');
    await server.query('DELETE FROM project_insights');
    try {
      const page = await freshPage();
      await page.goto(`${server.baseUrl}/leaderboards`);
      await page.getByText('No leaderboard data available yet', { exact: true }).waitFor();
      await openTab(page, 'Overall Ranking');
      await page.getByText('No leaderboard data available yet', { exact: true }).waitFor();
      await screenshot(page, 'dashboards-leaderboards-empty');

      await page.goto(`${server.baseUrl}/community`);
      await page.getByText('No project insights yet').waitFor();
      expect(await page.getByRole('tab').count()).toBe(0);
      await screenshot(page, 'dashboards-community-empty');
      await page.close();
    } finally {
      await server.query('INSERT INTO project_insights OVERRIDING SYSTEM VALUE SELECT * FROM project_insights_backup');
      await server.query('DROP TABLE project_insights_backup');
    }
  });
});
