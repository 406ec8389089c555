import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession, signedUpSession } from './support/api-session';
import { useAppAndBrowser } from './support/app-and-browser';
import { choose, expectNoHorizontalOverflow, freshPage, logIn, snap } from './support/ui';

const ADMIN = { username: 'bulker', password: 'bulker-password' };
const PENDING = 23;

const { server, browser } = useAppAndBrowser({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });

const pendingName = (index: number) => `Comet Pending ${String(index).padStart(2, '0')}`;
const ids = new Map<string, number>();
let otherAdmin: ApiSession;

beforeAll(async () => {
  const owner = await signedUpSession(server.baseUrl, 'comet_owner');
  for (let index = 1; index <= PENDING; index += 1) {
    const { id } = await owner.send<{ id: number }>('POST', '/api/project-submissions', {
      projectName: pendingName(index),
      category: 'DeFi',
      description: 'Routes liquidity across chains.',
      website: 'https://comet.example',
      logo: '',
      twitter: '',
      telegram: '',
      listingType: 'free',
      paymentStatus: 'completed',
      verificationStatus: 'pending',
    });
    ids.set(pendingName(index), id);
  }
  otherAdmin = new ApiSession(server.baseUrl);
  await otherAdmin.expect('POST', '/api/auth/login', ADMIN, 200);
}, 120_000);

const submissionsPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Submissions' });

describe('bulk decisions', () => {
  it('an admin searches, pages and bulk-rejects, and sees what happened to each item', { timeout: 180_000 }, async () => {
    const page = await freshPage(browser, { width: 1280, height: 900 });
    await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${server.baseUrl}/admin#submissions`);
    const panel = submissionsPanel(page);
    await panel.getByRole('searchbox', { name: /Search project/ }).fill('comet');
    await page.waitForURL(/submissions\.q=comet/);
    await choose(page, panel, /Status/, 'Pending');
    await panel.getByText(`1–20 of ${PENDING}`).waitFor();
    await panel.getByRole('button', { name: 'Next page' }).click();
    await panel.getByText(`21–${PENDING} of ${PENDING}`).waitFor();

    await panel.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await panel.getByText('3 selected').waitFor();
    await panel.getByRole('checkbox', { name: `Select ${pendingName(22)}` }).uncheck();
    await panel.getByText('2 selected').waitFor();
    await panel.getByRole('checkbox', { name: `Select ${pendingName(22)}` }).check();
    await panel.getByText('3 selected').waitFor();
    await snap(page, 'admin-bulk-selected');

    // Someone else decides one of them while this admin is still choosing.
    await otherAdmin.expect('PATCH', `/api/project-submissions/${ids.get(pendingName(22))}/status`, { verificationStatus: 'approved', adminNotes: '' }, 200);

    await panel.getByRole('button', { name: 'Reject selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject 3 submissions?' });
    await choose(page, dialog, /Reason/, 'Duplicate');
    await dialog.getByRole('textbox', { name: 'Admin note' }).fill('Already listed under another name.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const result = panel.getByRole('status').filter({ hasText: '2 rejected, 1 already decided by someone else' });
    await result.waitFor();
    expect(await result.innerText()).toContain(pendingName(22));
    await page.getByText('2 rejected, 1 already decided by someone else').first().waitFor();
    await snap(page, 'admin-bulk-result');

    // The queue no longer holds them; the decision reached each submission with its reason.
    await choose(page, panel, /Status/, 'Rejected');
    await panel.getByText('1–2 of 2').waitFor();
    const decided = await otherAdmin.send<{ projectName: string; verificationStatus: string; reasonCode: string | null }[]>(
      'GET',
      '/api/project-submissions/all?q=comet&status=rejected',
    );
    expect(decided.map((item) => [item.projectName, item.reasonCode]).sort()).toEqual([
      [pendingName(21), 'duplicate'],
      [pendingName(23), 'duplicate'],
    ]);
    await page.close();
  });

  it('fits a phone with items selected', async () => {
    const page = await freshPage(browser, { width: 360, height: 780 });
    await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${server.baseUrl}/admin?submissions.status=pending&submissions.q=comet#submissions`);
    const panel = submissionsPanel(page);
    await panel.getByText('1–20 of 20').waitFor();
    await panel.getByRole('checkbox', { name: `Select ${pendingName(1)}` }).check();
    await panel.getByRole('button', { name: 'Approve selected' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await snap(page, 'admin-bulk-phone');
    await page.close();
  });

  it('frees the dialog at once when the decisions cannot be sent, while the lists are still checking', { timeout: 120_000 }, async () => {
    const page = await freshPage(browser, { width: 1280, height: 900 });
    await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${server.baseUrl}/admin?submissions.status=pending&submissions.q=comet#submissions`);
    const panel = submissionsPanel(page);
    await panel.getByText(/^1–20 of \d+$/).waitFor();
    await panel.getByRole('checkbox', { name: `Select ${pendingName(1)}` }).check();
    await panel.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve 1 submission?' });
    await dialog.waitFor();

    // The connection drops on the way out, and the queue's lists answer slowly afterwards.
    await page.route('**/api/admin/bulk-decisions', (route) => route.abort('connectionreset'));
    let slowListAnswered = false;
    await page.route('**/api/project-submissions/all?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await route.continue().catch(() => undefined);
      slowListAnswered = true;
    });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByText('The decisions could not be sent.').waitFor();
    // Nothing was decided, so the admin can try again (or cancel) without waiting for the lists.
    await expect.poll(() => dialog.getByRole('button', { name: 'Approve' }).isEnabled(), { timeout: 2_000 }).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true);
    expect(slowListAnswered).toBe(false);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await panel.getByRole('status').filter({ hasText: '1 approved' }).waitFor();
    await page.close();
  });
});
