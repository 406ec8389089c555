import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { PHONE, card, chartMarks, dashboardPages, hasHorizontalScroll, openTab } from './support/dashboards';

const ADMIN = { username: 'chief', password: 'chief-password' };

const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});
const { freshPage, logIn, signUp } = dashboardPages(server, browser);

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
    for (const [day, percent] of [
      ['Day 1', 85],
      ['Day 7', 62],
      ['Day 30', 45],
    ] as const) {
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
