import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { chromium, type Locator, type Page } from 'playwright-core';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { CHROMIUM_PATH } from './support/browser';
import { PHONE, chartMarks } from './support/dashboards';
import { panel, partnerDashboardPages } from './support/partner-dashboard';
import { expectNoHorizontalOverflow, freshPage, openTab, signUp, snap } from './support/ui';

const { server, browser } = useAppAndBrowser();
const { openDashboard } = partnerDashboardPages(server);

/**
 * A desktop browser's user agent: the visitors stand for people, not for automation (which may be
 * flagged). Each person has their own version, because a visitor without a cookie is told apart by
 * address and user agent, and every visitor here comes from 127.0.0.1.
 */
const personUserAgent = (version: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;

/** Someone who follows `path` (a /r/ link) in a fresh browser of their own and signs up when a username is given; answers where they landed. */
async function visit(person: number, path: string, username?: string): Promise<string> {
  const visitor = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await visitor.newContext({ userAgent: personUserAgent(person) });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${path}`);
    await page.waitForURL((url) => !url.pathname.startsWith('/r/'));
    const landing = page.url();
    if (username) await signUp(page, server.baseUrl, username);
    return landing;
  } finally {
    await visitor.close();
  }
}

async function figureText(analytics: Locator, label: string): Promise<string> {
  const term = analytics.locator('dt', { hasText: new RegExp(`^${label}$`) }).first();
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

function analyticsOf(scope: Page | Locator): Locator {
  return scope.getByRole('region', { name: 'Analytics', exact: true });
}

async function chartDays(analytics: Locator): Promise<number> {
  const figure = analytics.getByRole('figure', { name: 'Clicks and conversions per day' });
  return figure.getByRole('list', { name: 'Every day of the range' }).getByRole('listitem').count();
}

describe('partner analytics', () => {
  it(
    'charts clicks and conversions per day, by range and link, and exports the same series as CSV',
    { timeout: 240_000 },
    async () => {
      const page = await freshPage(browser);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signUp(page, server.baseUrl, 'lyra_partner');
      const created = await page.request.post(`${server.baseUrl}/api/partner/profile`, {
        data: {
          companyName: 'Lyra Markets',
          website: 'https://lyra.example',
          description: 'Spot exchange',
          referralCode: 'LYRA2026',
        },
      });
      expect(created.status()).toBe(201);
      const second = await page.request.post(`${server.baseUrl}/api/referrals`, {
        data: { referralCode: 'LYRA-SPRING', clicks: 0, conversions: 0 },
      });
      expect(second.status()).toBe(201);
      const springId = ((await second.json()) as { data: { id: number } }).data.id;

      // Two people through the main link (one lands on a deep-linked page and signs up, the other comes
      // back within the hour, which is not counted again), one through the other link.
      await visit(131, '/r/LYRA2026?to=%2Farticles&utm_source=newsletter', 'lyra_reader_one');
      await visit(130, '/r/LYRA2026');
      await visit(130, '/r/LYRA2026');
      await visit(129, '/r/LYRA-SPRING', 'lyra_reader_two');

      await openDashboard(page);
      const overview = panel(page, 'Overview');
      const analytics = analyticsOf(overview);
      await analytics
        .getByRole('figure', { name: 'Clicks and conversions per day' })
        .waitFor()
        .catch(async (error: unknown) => {
          await snap(page, 'failure-partner-analytics');
          throw error;
        });
      expect(await chartMarks(analytics, 'Clicks and conversions per day', 'path.MuiLineChart-line', 2)).toBe(2);
      expect(await figureText(analytics, 'Counted clicks')).toBe('3');
      expect(await figureText(analytics, 'Excluded clicks')).toBe('1');
      expect(await figureText(analytics.getByRole('region', { name: 'Raw and counted clicks' }), 'Repeat visits')).toBe(
        '1',
      );
      expect(await chartDays(analytics)).toBe(30);
      await analytics.getByText('/articles', { exact: true }).waitFor();
      await analytics.getByText('Your own visits', { exact: true }).waitFor();
      const conversionsShown = Number(await figureText(analytics, 'Conversions'));
      expect(conversionsShown).toBeLessThanOrEqual(2);
      await snap(page, 'partner-analytics-overview');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await analytics.getByRole('button', { name: '7 days', exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('stats.range')).toBe('7');
      await expect.poll(() => chartDays(analytics)).toBe(7);
      expect(await analytics.getByRole('button', { name: '7 days', exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      );

      await analytics.getByRole('combobox', { name: 'Links shown' }).click();
      await page.getByRole('option', { name: 'LYRA-SPRING', exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('stats.link')).toBe(String(springId));
      await expect.poll(() => figureText(analytics, 'Counted clicks')).toBe('1');

      // The view is in the URL: a reload (or a shared link) shows the same range and link.
      await page.reload();
      const reloaded = analyticsOf(panel(page, 'Overview'));
      await reloaded.getByRole('figure', { name: 'Clicks and conversions per day' }).waitFor();
      expect(await reloaded.getByRole('button', { name: '7 days', exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await reloaded.getByRole('combobox', { name: 'Links shown' }).innerText()).toContain('LYRA-SPRING');
      expect(await figureText(reloaded, 'Counted clicks')).toBe('1');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        reloaded.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('referral-stats.csv');
      const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
      expect(lines[0]).toBe(
        'day,clicks,raw_clicks,excluded_bot,excluded_duplicate,excluded_own,excluded_admin,excluded_rate_limit,excluded_not_navigation,excluded_inactive,conversions,flagged_conversions',
      );
      expect(lines).toHaveLength(8);
      const today = new Date().toISOString().slice(0, 10);
      expect(lines[7].split(',').slice(0, 2)).toEqual([today, '1']);
      expect(lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[1]), 0)).toBe(1);

      // A custom range is checked before it is asked for.
      await reloaded.getByRole('button', { name: 'Custom', exact: true }).click();
      await reloaded.getByLabel(/^From/).fill('2026-03-10');
      await reloaded.getByLabel(/^To\b/).fill('2026-03-01');
      await reloaded.getByRole('button', { name: 'Apply range' }).click();
      await reloaded.getByRole('alert').getByText('The start date must not be after the end date.').waitFor();
      expect(new URL(page.url()).searchParams.get('stats.from')).toBeNull();
      await reloaded.getByLabel(/^To\b/).fill(today);
      await reloaded.getByLabel(/^From/).fill(today);
      await reloaded.getByRole('button', { name: 'Apply range' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('stats.from')).toBe(today);
      await expect.poll(() => chartDays(reloaded)).toBe(1);

      // The Referrals tab shows the same view under the links: a tab change keeps the query.
      const referrals = await openTab(page, 'Referrals');
      expect(new URL(page.url()).searchParams.get('stats.link')).toBe(String(springId));
      await analyticsOf(referrals).getByRole('figure', { name: 'Clicks and conversions per day' }).waitFor();
      expect(await figureText(analyticsOf(referrals), 'Counted clicks')).toBe('1');

      // A link joins a campaign; its deep link builder only makes links to pages of this site.
      const createdCampaign = await page.request.post(`${server.baseUrl}/api/campaigns`, {
        data: {
          name: 'Spring push',
          description: '',
          budget: 0,
          status: 'draft',
          startDate: null,
          endDate: null,
          targetMetrics: '100 signups',
        },
      });
      expect(createdCampaign.status()).toBe(201);
      const campaignId = ((await createdCampaign.json()) as { data: { id: number } }).data.id;
      await page.reload();
      const springRow = panel(page, 'Referrals').getByRole('row', { name: /LYRA-SPRING/ });
      await springRow.getByRole('combobox', { name: /Campaign/ }).click();
      await page.getByRole('option', { name: 'Spring push', exact: true }).click();
      await page.getByText('LYRA-SPRING moved to Spring push').waitFor();

      await springRow.getByRole('button', { name: 'Build a deep link for LYRA-SPRING' }).click();
      const builder = page.getByRole('dialog', { name: 'Deep link for LYRA-SPRING' });
      await builder.getByRole('textbox', { name: /^Page on this site/ }).fill('//evil.example');
      await builder.getByText(/^Enter a path on this site that starts with a single \//).waitFor();
      expect(await builder.getByRole('button', { name: 'Copy deep link' }).isDisabled()).toBe(true);
      await builder.getByRole('textbox', { name: /^Page on this site/ }).fill('/articles');
      await builder.getByRole('textbox', { name: /^utm_source/ }).fill('forum');
      const deepLink = `${server.baseUrl}/r/LYRA-SPRING?to=%2Farticles&utm_source=forum`;
      await builder.getByText(deepLink, { exact: true }).waitFor();
      await builder.getByRole('button', { name: 'Close' }).last().click();
      await builder.waitFor({ state: 'detached' });
      expect(await visit(128, deepLink.slice(server.baseUrl.length))).toBe(
        `${server.baseUrl}/articles?utm_source=forum`,
      );

      // The campaign's card shows its links' numbers and opens the panel on the campaign.
      const campaigns = await openTab(page, 'Campaigns');
      const card = campaigns.getByRole('article', { name: 'Spring push' });
      await card.getByText('100 signups', { exact: true }).waitFor();
      await page.reload();
      const reloadedCard = panel(page, 'Campaigns').getByRole('article', { name: 'Spring push' });
      await expect.poll(() => figureText(reloadedCard, 'Clicks')).toBe('2');
      await reloadedCard.getByRole('link', { name: 'View in analytics for Spring push' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('stats.campaign')).toBe(String(campaignId));
      await expect
        .poll(() => page.getByRole('tab', { name: 'Overview', exact: true }).getAttribute('aria-selected'))
        .toBe('true');
      const campaignView = analyticsOf(panel(page, 'Overview'));
      await expect.poll(() => figureText(campaignView, 'Counted clicks')).toBe('2');
      expect(await campaignView.getByRole('combobox', { name: 'Links shown' }).innerText()).toContain(
        'Campaign: Spring push',
      );
      await snap(page, 'partner-analytics-campaign');

      // The same view on a phone: everything stacks, nothing is cut off.
      const phone = await browser.newPage(PHONE);
      await phone.emulateMedia({ reducedMotion: 'reduce' });
      await phone.goto(`${server.baseUrl}/partner-dashboard?stats.range=30`);
      await analyticsOf(panel(phone, 'Overview')).getByText('/articles', { exact: true }).waitFor();
      await expectNoHorizontalOverflow(phone);
      await snap(phone, 'partner-analytics-phone');
      await openTab(phone, 'Referrals');
      await expectNoHorizontalOverflow(phone);
      await phone.close();
      await page.close();
    },
  );

  it('fits a phone and says how to share the link when a range has no clicks', async () => {
    const page = await freshPage(browser, PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUp(page, server.baseUrl, 'vega_partner');
    const created = await page.request.post(`${server.baseUrl}/api/partner/profile`, {
      data: { companyName: 'Vega', website: 'https://vega.example', description: '', referralCode: 'VEGA2026' },
    });
    expect(created.status()).toBe(201);
    await openDashboard(page);
    const analytics = analyticsOf(panel(page, 'Overview'));
    await analytics.getByText(/No clicks yet in this range\. Share your link .*\/r\/VEGA2026/).waitFor();
    await expectNoHorizontalOverflow(page);
    await snap(page, 'partner-analytics-empty-phone');
    await page.close();
  });
});
