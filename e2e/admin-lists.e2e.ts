import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession, signedUpSession } from './support/api-session';
import { useAppAndBrowser } from './support/app-and-browser';
import { choose, expectNoHorizontalOverflow, freshPage, logIn, snap } from './support/ui';

const ADMIN = { username: 'lister', password: 'lister-password' };
const PENDING = 23;

const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});

const pendingName = (index: number) => `Nebula Pending ${String(index).padStart(2, '0')}`;

beforeAll(async () => {
  const owner = await signedUpSession(server.baseUrl, 'nebula_owner');
  const submit = (projectName: string, category = 'DeFi', website = 'https://nebula.example') =>
    owner.send<{ id: number }>('POST', '/api/project-submissions', {
      projectName,
      category,
      description: `${projectName} routes liquidity across chains.`,
      website,
      logo: '',
      twitter: '',
      telegram: '',
      listingType: 'free',
      paymentStatus: 'completed',
      verificationStatus: 'pending',
    });
  for (let index = 1; index <= PENDING; index += 1) await submit(pendingName(index));
  const admin = new ApiSession(server.baseUrl);
  await admin.expect('POST', '/api/auth/login', ADMIN, 200);
  for (const name of ['Nebula Approved A', 'Nebula Approved B']) {
    const { id } = await submit(name);
    await admin.expect(
      'PATCH',
      `/api/project-submissions/${id}/status`,
      { verificationStatus: 'approved', adminNotes: '' },
      200,
    );
  }
  await submit('Orbit Bridge', 'Infrastructure', 'https://orbit.example');
}, 120_000);

const submissionsPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Submissions' });
const cardTitles = (page: Page) => submissionsPanel(page).getByRole('article').locator('h3').allInnerTexts();

describe('admin lists', () => {
  it(
    'searches, filters, pages, keeps it all in the address and exports what is shown',
    { timeout: 180_000 },
    async () => {
      const page = await freshPage(browser, { width: 1280, height: 900 });
      await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
      await page.goto(`${server.baseUrl}/admin#submissions`);
      const panel = submissionsPanel(page);
      await panel.getByText(`1–20 of ${PENDING + 3}`).waitFor();

      // Typing searches after a pause; the status filter and the search both land in the address.
      await panel.getByRole('searchbox', { name: /Search project/ }).fill('nebula');
      await page.waitForURL(/submissions\.q=nebula/);
      await panel.getByText(`1–20 of ${PENDING + 2}`).waitFor();
      await choose(page, panel, /Status/, 'Pending');
      await page.waitForURL(/submissions\.status=pending/);
      await panel.getByText(`1–20 of ${PENDING}`).waitFor();
      expect((await cardTitles(page))[0]).toBe(pendingName(1));
      await snap(page, 'admin-lists-filtered');

      await panel.getByRole('button', { name: 'Next page' }).click();
      await panel.getByText(`21–${PENDING} of ${PENDING}`).waitFor();
      expect(await cardTitles(page)).toEqual([pendingName(21), pendingName(22), pendingName(23)]);
      expect(page.url()).toMatch(/submissions\.cursor=/);

      // A reload shows the same page of the same search.
      await page.reload();
      await submissionsPanel(page).getByText(`21–${PENDING} of ${PENDING}`).waitFor();
      expect(
        await submissionsPanel(page)
          .getByRole('searchbox', { name: /Search project/ })
          .inputValue(),
      ).toBe('nebula');
      await submissionsPanel(page)
        .getByRole('combobox', { name: /Status/ })
        .getByText('Pending')
        .waitFor();

      // Back returns to the first page; newest first turns the order round.
      await page.goBack();
      await submissionsPanel(page).getByText(`1–20 of ${PENDING}`).waitFor();
      await submissionsPanel(page).getByRole('button', { name: 'Newest first' }).click();
      await page.waitForURL(/submissions\.sort=newest/);
      await expect.poll(async () => (await cardTitles(page))[0]).toBe(pendingName(PENDING));

      // The export takes the same search, filter and sort, and holds the whole filtered list.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        submissionsPanel(page).getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('project-submissions.csv');
      expect(new URL(download.url()).search).toBe('?q=nebula&status=pending&sort=newest');
      const csv = await readFile(await download.path(), 'utf8');
      for (let index = 1; index <= PENDING; index += 1) expect(csv).toContain(pendingName(index));
      expect(csv).not.toContain('Nebula Approved');
      expect(csv).not.toContain('Orbit Bridge');

      // Nothing matching says so, and Clear filters brings the whole list back.
      await submissionsPanel(page)
        .getByRole('searchbox', { name: /Search project/ })
        .fill('no such project');
      await submissionsPanel(page).getByText('No project submissions match these filters').waitFor();
      await submissionsPanel(page).getByRole('button', { name: 'Clear filters' }).click();
      await submissionsPanel(page)
        .getByText(`1–20 of ${PENDING + 3}`)
        .waitFor();
      expect(new URL(page.url()).search).toBe('');
      expect(
        await submissionsPanel(page)
          .getByRole('searchbox', { name: /Search project/ })
          .inputValue(),
      ).toBe('');
      await page.close();
    },
  );

  it('filters the audit log by action, searches its targets and exports only those entries', async () => {
    const page = await freshPage(browser, { width: 1280, height: 900 });
    await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${server.baseUrl}/admin#audit-log`);
    const audit = page.getByRole('tabpanel', { name: 'Audit Log' });
    // The first page is in before the filter opens, so the filter's own request is the last one.
    await audit.getByRole('row', { name: /Nebula Approved A/ }).waitFor();
    await choose(page, audit, /Action/, 'Approved submission');
    await page.waitForURL(/audit\.action=project-submission\.approve/);
    await audit.getByText('1–2 of 2').waitFor();
    await audit.getByRole('searchbox', { name: /Search notes/ }).fill('approved b');
    await audit.getByText('1–1 of 1').waitFor();
    await audit.getByRole('row', { name: /Nebula Approved B/ }).waitFor();
    expect(new URL(page.url()).search).toBe('?audit.q=approved+b&audit.action=project-submission.approve');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      audit.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-log.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Nebula Approved B');
    expect(csv).not.toContain('Nebula Approved A');
    await page.close();
  });

  it('fits a phone with the filters open', async () => {
    const page = await freshPage(browser, { width: 360, height: 780 });
    await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${server.baseUrl}/admin?submissions.status=pending&submissions.from=2020-01-01#submissions`);
    await submissionsPanel(page)
      .getByText(`1–20 of ${PENDING + 1}`)
      .waitFor();
    await expectNoHorizontalOverflow(page);
    await snap(page, 'admin-lists-phone');
    await page.close();
  });
});
