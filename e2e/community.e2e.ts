import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import {
  PHONE,
  card,
  chartMarks,
  dashboardPages,
  hasHorizontalScroll,
  oneDecimal,
  openTab,
} from './support/dashboards';
import { holdRequests } from './support/held-requests';

const { server, browser } = useAppAndBrowser();
const { freshPage } = dashboardPages(server, browser);

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
    await card(page, 'KYC Users')
      .getByText(`${oneDecimal((kycUsers / totalUsers) * 100)}% verified`, { exact: true })
      .waitFor();
    await card(page, 'Trading Volume')
      .getByText(`$${oneDecimal(Number(totals.volume) / 1e6)}M`, { exact: true })
      .waitFor();
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
    const release = await holdRequests(page, '**/api/projects');
    await page.goto(`${server.baseUrl}/community`);
    await card(page, 'Total Users').waitFor();
    const volume = page.getByRole('tabpanel', { name: 'Trading Volume' });
    const firstRow = volume.getByRole('table').getByRole('row').nth(1);
    expect(await firstRow.textContent()).toMatch(/^Project \d+\$[\d,]+\.\dM$/);
    release();
    await volume
      .getByRole('table')
      .getByRole('row', { name: /^Binance/ })
      .waitFor();
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
