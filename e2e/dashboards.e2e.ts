import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startAppServer, type AppServer } from './support/app-server';
import { launchBrowser, screenshot, type Browser } from './support/browser';

const ADMIN = { username: 'chief', password: 'chief-password' };
const PHONE = { width: 390, height: 844 };

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function freshPage(viewport?: { width: number; height: number }): Promise<Page> {
  await browser.context.clearCookies();
  const page = await browser.newPage(viewport);
  // The charts skip their entry animation then, so screenshots show them finished.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('Welcome back!').waitFor();
  // Out of the way of the screenshots.
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await page.getByText('Welcome back!').waitFor({ state: 'detached' });
}

async function signUp(page: Page, username: string): Promise<void> {
  await page.goto(`${server.baseUrl}/signup`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${server.baseUrl}/`);
}

async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name, exact: true }).click();
  expect(await page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')).toBe('true');
  const panel = page.getByRole('tabpanel', { name, exact: true });
  await panel.waitFor();
  return panel;
}

/** Waits until the chart in the named figure has drawn at least `minimum` marks of the given kind. */
async function chartMarks(scope: Page | Locator, figureName: string, selector: string, minimum: number): Promise<number> {
  const surface = scope.getByRole('figure', { name: figureName }).locator('svg.MuiChartsSvgLayer-root');
  await surface.waitFor();
  const marks = surface.locator(selector);
  await expect.poll(() => marks.count()).toBeGreaterThanOrEqual(minimum);
  return marks.count();
}

async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

describe('analytics dashboard', () => {
  it('shows an admin the headline cards, the filters and a chart on every tab', async () => {
    const page = await freshPage();
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL(`${server.baseUrl}/analytics`);
    await page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' }).waitFor();
    await page.getByText('Track your Web3 growth metrics and performance').waitFor();
    expect(await page.title()).toMatch(/^Analytics \|/);

    for (const [label, value, change] of [
      ['Total Users', '50,000+', '+23%'],
      ['Trading Volume', '$250M+', '+34%'],
      ['Active Markets', '12+', '+2'],
      ['Partnerships', '20+', '+5'],
    ]) {
      await card(page, label).getByText(value, { exact: true }).waitFor();
      await card(page, label).getByText(change, { exact: true }).waitFor();
    }

    const timeframe = page.getByRole('combobox', { name: 'Timeframe' });
    expect(await timeframe.textContent()).toBe('Last 30 days');
    expect(await page.getByRole('combobox', { name: 'Region' }).textContent()).toBe('All regions');
    await timeframe.click();
    await page.getByRole('option', { name: 'Last 90 days' }).click();
    await expect.poll(() => timeframe.textContent()).toBe('Last 90 days');

    expect(await page.getByRole('tab', { name: 'User Growth' }).getAttribute('aria-selected')).toBe('true');
    const growth = page.getByRole('tabpanel', { name: 'User Growth' });
    expect(await chartMarks(growth, 'User growth', 'path.MuiLineChart-area', 2)).toBe(2);
    const retention = growth.getByRole('region', { name: 'User Retention' });
    for (const [day, percent] of [['Day 1', 85], ['Day 7', 62], ['Day 30', 45]] as const) {
      await retention.getByText(day, { exact: true }).waitFor();
      await retention.getByText(`${percent}%`, { exact: true }).waitFor();
      expect(await retention.getByRole('progressbar', { name: `${day} retention` }).getAttribute('aria-valuenow')).toBe(
        String(percent),
      );
    }
    // The chart's figures are also there as text, for screen readers.
    expect(await growth.getByRole('table').getByRole('row').count()).toBe(7);
    await screenshot(page, 'dashboards-analytics-user-growth');

    const volume = await openTab(page, 'Trading Volume');
    // Six months of two series.
    expect(await chartMarks(volume, 'Trading volume', 'rect.MuiBarChart-element', 12)).toBe(12);
    expect(await volume.getByRole('table').getByRole('row').nth(6).textContent()).toBe('Jun$55.1M276,900');
    await screenshot(page, 'dashboards-analytics-trading-volume');

    const regional = await openTab(page, 'Regional');
    expect(await chartMarks(regional, 'Share by region', 'path.MuiPieChart-arc', 5)).toBe(5);
    const regions = regional.getByRole('region', { name: 'Users by region' });
    for (const [region, users] of [
      ['Asia', '11,600'],
      ['Europe', '6,450'],
      ['Americas', '5,160'],
      ['Middle East', '1,806'],
      ['Africa', '774'],
    ]) {
      await regions.getByRole('listitem').filter({ hasText: region }).getByText(users, { exact: true }).waitFor();
    }
    await screenshot(page, 'dashboards-analytics-regional');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows the volume tooltip in millions', async () => {
    const page = await freshPage();
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL(`${server.baseUrl}/analytics`);
    const volume = await openTab(page, 'Trading Volume');
    const surface = volume.getByRole('figure', { name: 'Trading volume' }).locator('svg.MuiChartsSvgLayer-root');
    await chartMarks(volume, 'Trading volume', 'rect.MuiBarChart-element', 12);
    const box = await surface.boundingBox();
    if (!box) throw new Error('the volume chart has no size');
    // The last band (June) sits at the right end of the plot.
    await page.mouse.move(box.x + box.width * 0.85, box.y + box.height * 0.6);
    const tooltip = page.locator('.MuiChartsTooltip-root, [class*="MuiChartsTooltip"]').first();
    await tooltip.getByText('$55.1M').waitFor();
    await screenshot(page, 'dashboards-analytics-volume-tooltip');
    await page.close();
  });

  it('fits a 390 px phone without horizontal scrolling', async () => {
    const page = await freshPage(PHONE);
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.waitForURL(`${server.baseUrl}/analytics`);
    await chartMarks(page, 'User growth', 'path.MuiLineChart-area', 2);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'dashboards-analytics-phone');
    await openTab(page, 'Regional');
    await chartMarks(page, 'Share by region', 'path.MuiPieChart-arc', 5);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.close();
  });

  it('tells a signed-in user without admin rights that admin access is required', async () => {
    const page = await freshPage();
    await signUp(page, 'plain_viewer');
    await page.goto(`${server.baseUrl}/analytics`);
    await page.getByRole('heading', { name: 'Admin access required' }).waitFor();
    await page.getByText('You are signed in as plain_viewer').waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByText('50,000+').count()).toBe(0);
    await screenshot(page, 'dashboards-analytics-not-admin');
    await page.close();
  });

  it('asks a signed-out visitor to log in', async () => {
    const page = await freshPage();
    await page.goto(`${server.baseUrl}/analytics`);
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL(`${server.baseUrl}/login`);
    await page.close();
  });
});

interface Totals {
  total_users: string;
  kyc_users: string;
  volume: string;
  growth_sum: string;
  projects: string;
}

/** The same "latest snapshot of each listed project" the community page shows, computed in SQL. */
async function latestTotals(): Promise<Totals> {
  const [totals] = await server.query<Totals>(`
    SELECT sum(total_users)::text AS total_users, sum(kyc_users)::text AS kyc_users,
           sum(trading_volume)::text AS volume, sum(growth_score)::text AS growth_sum, count(*)::text AS projects
    FROM (
      SELECT DISTINCT ON (insight.project_id) insight.*
      FROM project_insights insight JOIN projects project ON project.id = insight.project_id
      WHERE project.listed
      ORDER BY insight.project_id, insight.recorded_at DESC, insight.id DESC
    ) latest`);
  return totals;
}

const oneDecimal = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

describe('community dashboard', () => {
  it('shows KPI totals from the latest snapshot of every project, and a chart on every tab', async () => {
    const totals = await latestTotals();
    const totalUsers = Number(totals.total_users);
    const kycUsers = Number(totals.kyc_users);
    expect(Number(totals.projects)).toBe(15);

    const page = await freshPage();
    await page.goto(`${server.baseUrl}/community`);
    await page.getByRole('heading', { level: 1, name: 'Community Dashboard' }).waitFor();
    expect(await page.title()).toMatch(/^Community \|/);
    await card(page, 'Total Users').getByText(totalUsers.toLocaleString('en-US'), { exact: true }).waitFor();
    await card(page, 'KYC Users').getByText(kycUsers.toLocaleString('en-US'), { exact: true }).waitFor();
    await card(page, 'KYC Users').getByText(`${oneDecimal((kycUsers / totalUsers) * 100)}% verified`, { exact: true }).waitFor();
    await card(page, 'Trading Volume').getByText(`$${oneDecimal(Number(totals.volume) / 1e6)}M`, { exact: true }).waitFor();
    await card(page, 'Trading Volume').getByText('Last 30 days', { exact: true }).waitFor();
    await card(page, 'Avg Growth Score')
      .getByText(oneDecimal(Number(totals.growth_sum) / Number(totals.projects)), { exact: true })
      .waitFor();
    await card(page, 'Avg Growth Score').getByText('Out of 100', { exact: true }).waitFor();

    const volume = page.getByRole('tabpanel', { name: 'Trading Volume' });
    expect(await chartMarks(volume, 'Trading volume by project', 'rect.MuiBarChart-element', 10)).toBe(10);
    // Names come from the project list; the first ten records are the ten largest by volume.
    const volumeRows = volume.getByRole('table').getByRole('row');
    expect(await volumeRows.count()).toBe(11);
    expect(await volumeRows.nth(1).textContent()).toBe('Binance$553,500.0M');
    await volume.locator('svg').getByText('Binance', { exact: true }).waitFor();
    await screenshot(page, 'dashboards-community-volume');

    const kyc = await openTab(page, 'KYC Distribution');
    expect(await chartMarks(kyc, 'KYC distribution', 'path.MuiPieChart-arc', 5)).toBe(5);
    expect(await kyc.getByRole('table').getByRole('row').count()).toBe(6);
    await screenshot(page, 'dashboards-community-kyc');

    const growth = await openTab(page, 'Growth Trends');
    expect(await chartMarks(growth, 'Growth trends', 'path.MuiLineChart-line', 2)).toBe(2);
    for (const day of ['Day 1', 'Day 4', 'Day 7']) {
      await growth.locator('svg').getByText(day, { exact: true }).waitFor();
    }
    await screenshot(page, 'dashboards-community-growth');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('offers Retry after a failed load', async () => {
    const page = await freshPage();
    let failures = 0;
    await page.route('**/api/project-insights', async (route) => {
      failures += 1;
      await route.fulfill({ status: 500, body: 'temporarily down' });
    });
    await page.goto(`${server.baseUrl}/community`);
    await page.getByText('We could not load the community figures.').waitFor();
    expect(failures).toBe(1);
    await page.unroute('**/api/project-insights');
    await page.getByRole('button', { name: 'Retry' }).click();
    await card(page, 'Total Users').waitFor();
    expect(await page.getByText('We could not load the community figures.').count()).toBe(0);
    await page.close();
  });

  it("shows the figures with 'Project N' names when the project list fails", async () => {
    const page = await freshPage();
    await page.route('**/api/projects', (route) => route.fulfill({ status: 500, body: 'temporarily down' }));
    await page.goto(`${server.baseUrl}/community`);
    await card(page, 'Total Users').waitFor();
    const volume = page.getByRole('tabpanel', { name: 'Trading Volume' });
    expect(await chartMarks(volume, 'Trading volume by project', 'rect.MuiBarChart-element', 10)).toBe(10);
    expect(await volume.getByRole('table').getByRole('row').nth(1).textContent()).toMatch(/^Project \d+\$[\d,]+\.\dM$/);
    expect(await page.getByText('We could not load the community figures.').count()).toBe(0);
    await page.close();
  });

  it('does not hold the figures back for a slow project list, and names them once it arrives', async () => {
    const page = await freshPage();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/projects', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/community`);
    await card(page, 'Total Users').waitFor();
    const volume = page.getByRole('tabpanel', { name: 'Trading Volume' });
    const firstRow = volume.getByRole('table').getByRole('row').nth(1);
    expect(await firstRow.textContent()).toMatch(/^Project \d+\$[\d,]+\.\dM$/);
    release();
    await volume.getByRole('table').getByRole('row', { name: /^Binance/ }).waitFor();
    expect(await firstRow.textContent()).toMatch(/^Binance\$[\d,]+\.\dM$/);
    await page.close();
  });

  it('fits a 390 px phone without horizontal scrolling', async () => {
    const page = await freshPage(PHONE);
    await page.goto(`${server.baseUrl}/community`);
    await chartMarks(page, 'Trading volume by project', 'rect.MuiBarChart-element', 10);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'dashboards-community-phone');
    await openTab(page, 'KYC Distribution');
    await chartMarks(page, 'KYC distribution', 'path.MuiPieChart-arc', 5);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'dashboards-community-phone-kyc');
    await page.close();
  });
});

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
    expect(requested).toEqual(['/api/leaderboards/metric/volume?limit=20']);

    const howItWorks = page.getByRole('region', { name: 'How Rankings Work' });
    for (const text of ['Volume score', 'User score', 'Growth score', 'Overall score', '1, 2, 2, 4']) {
      await howItWorks.getByText(text).first().waitFor();
    }
    await howItWorks
      .getByText('100 × (0.4 × volume ÷ top volume + 0.3 × users ÷ top users + 0.3 × growth ÷ 100)')
      .waitFor();
    // The stored volume is the community page's 'Last 30 days' figure: one meaning everywhere.
    expect(await byVolume.getByRole('columnheader').last().textContent()).toBe('30-day volume');
    await howItWorks.getByText("A project's trading volume over the last 30 days, in USD, from its latest snapshot.").waitFor();
    expect(await page.getByText(/24 hours|24h/i).count()).toBe(0);
    await screenshot(page, 'dashboards-leaderboards-volume');

    const expectations = [
      { tab: 'By Users', path: '/api/leaderboards/metric/users', format: (score: number) => score.toLocaleString('en-US') },
      { tab: 'By Growth', path: '/api/leaderboards/metric/growth', format: (score: number) => oneDecimal(score) },
      {
        tab: 'Overall Ranking',
        path: '/api/leaderboards/entity/project',
        format: (score: number) => score.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
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

    // Back on a tab seen before: shown from the cache, not fetched again.
    await openTab(page, 'By Volume');
    await boardRow(page.getByRole('tabpanel', { name: 'By Volume' }), 'Binance').waitFor();
    expect(requested).toEqual([
      '/api/leaderboards/metric/volume?limit=20',
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
