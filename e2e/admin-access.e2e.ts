import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './support/app-and-browser';
import { freshPage, logIn, signUp, snap } from './support/ui';

const ADMIN_READS = /\/api\/(admin\/|project-submissions\/all)/;

const { server, browser } = useAppAndBrowser();

function recordAdminReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (ADMIN_READS.test(request.url())) reads.push(request.url());
  });
  return reads;
}

describe('admin dashboard access', () => {
  it('sends signed-out visitors to login and refuses users and partners, fetching no admin data', async () => {
    const page = await freshPage(browser);
    const reads = recordAdminReads(page);
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByText('Authentication Required').waitFor();
    expect(await page.title()).toMatch(/^Admin Dashboard/);
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL(`${server.baseUrl}/login`);

    await signUp(page, server.baseUrl, 'curious_user');
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin access required' }).waitFor();
    await page.getByText('You are signed in as curious_user').waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    await snap(page, 'admin-not-allowed');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${server.baseUrl}/`);

    await server.query(`UPDATE users SET role = 'partner' WHERE username = 'curious_user'`);
    await browser.context.clearCookies();
    await logIn(page, server.baseUrl, 'curious_user', 'secret123');
    await page.waitForURL(`${server.baseUrl}/partner-dashboard`);
    await page.goto(`${server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin access required' }).waitFor();
    expect(reads).toEqual([]);
    await page.close();
  });
});
