import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession, signedUpSession } from './support/api-session';
import { useAppAndBrowser } from './support/app-and-browser';
import { choose, expectNoHorizontalOverflow, freshPage, logIn, snap } from './support/ui';

const ADMIN = { username: 'bulker', password: 'bulker-password' };
const PENDING = 23;

const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});

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
  it(
    'an admin searches, pages and bulk-rejects, and sees what happened to each item',
    { timeout: 180_000 },
    async () => {
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
      await otherAdmin.expect(
        'PATCH',
        `/api/project-submissions/${ids.get(pendingName(22))}/status`,
        { verificationStatus: 'approved', adminNotes: '' },
        200,
      );

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
      const decided = await otherAdmin.send<
        { projectName: string; verificationStatus: string; reasonCode: string | null }[]
      >('GET', '/api/project-submissions/all?q=comet&status=rejected');
      expect(decided.map((item) => [item.projectName, item.reasonCode]).sort()).toEqual([
        [pendingName(21), 'duplicate'],
        [pendingName(23), 'duplicate'],
      ]);
      await page.close();
    },
  );

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

  it(
    'frees the dialog at once when the decisions cannot be sent, while the lists are still checking',
    { timeout: 120_000 },
    async () => {
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
      await expect
        .poll(() => dialog.getByRole('button', { name: 'Approve' }).isEnabled(), { timeout: 2_000 })
        .toBe(true);
      expect(await dialog.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true);
      expect(slowListAnswered).toBe(false);

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await panel.getByRole('status').filter({ hasText: '1 approved' }).waitFor();
      await page.close();
    },
  );
});

describe('bulk listing payments', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  async function paidTierSubmissions(
    names: string[],
    listingType: 'featured' | 'verified' = 'featured',
  ): Promise<number[]> {
    const owner = await signedUpSession(
      server.baseUrl,
      `nova_${names[0].toLowerCase().replace(/\W+/g, '_').slice(0, 30)}`,
    );
    const created: number[] = [];
    for (const projectName of names) {
      const { id } = await owner.send<{ id: number }>('POST', '/api/project-submissions', {
        projectName,
        category: 'NFT',
        description: 'A paid listing waiting for its payment.',
        website: 'https://listing.example',
        listingType,
      });
      created.push(id);
    }
    return created;
  }

  const paymentStatusOf = async (id: number) =>
    (
      await server.query<{ payment_status: string }>('SELECT payment_status FROM project_submissions WHERE id = $1', [
        id,
      ])
    )[0].payment_status;

  it(
    'marks selected listings paid with one payment each, says which it could not, and toasts the failure to send',
    { timeout: 180_000 },
    async () => {
      const [first, second, third] = await paidTierSubmissions(['Nova Paid One', 'Nova Paid Two', 'Nova Paid Three']);
      const [verified] = await paidTierSubmissions(['Nova Verified'], 'verified');
      // An approved listing that still waits for its payment can be selected too.
      await otherAdmin.expect(
        'PATCH',
        `/api/project-submissions/${verified}/status`,
        { verificationStatus: 'approved', adminNotes: 'Invoice sent', overridePayment: true },
        200,
      );

      const page = await freshPage(browser, { width: 1280, height: 900 });
      await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
      await page.goto(`${server.baseUrl}/admin?submissions.q=nova#submissions`);
      const panel = submissionsPanel(page);
      await panel.getByText('1–4 of 4').waitFor();
      await panel.getByRole('checkbox', { name: 'Select all on this page' }).check();
      const bar = panel.getByRole('region', { name: 'Selected items' });
      await bar.getByText('4 selected').waitFor();
      // Approve and Reject act on the pending ones; the approved listing only adds to "Mark paid…".
      await bar.getByRole('button', { name: 'Approve without payment…' }).waitFor();

      // Another admin records one of the payments while this admin fills in the form.
      await otherAdmin.expect(
        'POST',
        `/api/project-submissions/${second}/payment`,
        { amount: 500, reference: 'INV-OTHER', paidOn: today() },
        201,
      );

      const markPaid = bar.getByRole('button', { name: 'Mark paid…' });
      await markPaid.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Record payment for 4 listings' });
      await dialog.getByText(/Nova Paid One, .*Nova Verified: each is recorded as paid/).waitFor();
      await dialog.getByRole('button', { name: 'Mark paid' }).click();
      await dialog.getByText('Enter the amount paid').waitFor();
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('500');
      await dialog.getByRole('textbox', { name: 'Reference' }).fill('WIRE-2026-77');

      // The request is cut off once: the dialog says so and a toast reports the failure; nothing was recorded.
      await page.route('**/api/admin/bulk-payments', (route) => route.abort('connectionreset'));
      await dialog.getByRole('button', { name: 'Mark paid' }).click();
      await dialog.getByText('The payments could not be sent.').waitFor();
      await page.getByText('Failed to record the payments').first().waitFor();
      expect(await paymentStatusOf(first)).toBe('pending');
      await page.unrouteAll({ behavior: 'ignoreErrors' });

      await dialog.getByRole('button', { name: 'Mark paid' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const result = panel.getByRole('status').filter({ hasText: '3 marked paid, 1 already paid or free' });
      await result.waitFor();
      expect(await result.innerText()).toContain('Nova Paid Two: The payment for this listing was already recorded');
      await page.getByText('3 marked paid, 1 already paid or free').first().waitFor();
      await snap(page, 'admin-bulk-mark-paid');

      for (const id of [first, third, verified]) expect(await paymentStatusOf(id)).toBe('completed');
      const audit = await server.query<{ target_id: number; notes: string }>(
        `SELECT target_id, notes FROM audit_log WHERE action = 'project-submission.payment' AND target_id = ANY($1) ORDER BY target_id`,
        [[first, second, third, verified]],
      );
      expect(audit).toEqual([
        { target_id: first, notes: `USD 500.00, reference WIRE-2026-77, paid on ${today()}` },
        { target_id: second, notes: `USD 500.00, reference INV-OTHER, paid on ${today()}` },
        { target_id: third, notes: `USD 500.00, reference WIRE-2026-77, paid on ${today()}` },
        { target_id: verified, notes: `USD 500.00, reference WIRE-2026-77, paid on ${today()}` },
      ]);
      // Paid now, nothing of the selection is left to pay.
      await panel.getByRole('checkbox', { name: 'Select Nova Paid One' }).check();
      await bar.getByText('1 selected').waitFor();
      expect(await bar.getByRole('button', { name: 'Mark paid…' }).count()).toBe(0);
      await page.close();
    },
  );

  it(
    'approves selected unpaid listings with the payment override and its required note',
    { timeout: 120_000 },
    async () => {
      const ids = await paidTierSubmissions(['Late Payer One', 'Late Payer Two']);
      const page = await freshPage(browser, { width: 1280, height: 900 });
      await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
      await page.goto(`${server.baseUrl}/admin?submissions.q=late%20payer#submissions`);
      const panel = submissionsPanel(page);
      await panel.getByText('1–2 of 2').waitFor();
      await panel.getByRole('checkbox', { name: 'Select all on this page' }).check();
      await panel
        .getByRole('region', { name: 'Selected items' })
        .getByRole('button', { name: 'Approve without payment…' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Approve 2 listings without payment?' });
      await dialog.getByRole('button', { name: 'Approve without payment' }).click();
      await dialog.getByText(/A note is required/).waitFor();
      await dialog.getByRole('textbox', { name: 'Admin note' }).fill('Both pay on net-30 terms.');
      await dialog.getByRole('button', { name: 'Approve without payment' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await panel.getByRole('status').filter({ hasText: '2 approved' }).waitFor();

      const audit = await server.query<{ outcome: string; notes: string }>(
        `SELECT outcome, notes FROM audit_log WHERE action = 'project-submission.approve' AND target_id = ANY($1)`,
        [ids],
      );
      expect(audit).toEqual([
        { outcome: 'approved-unpaid', notes: 'Payment override: Both pay on net-30 terms.' },
        { outcome: 'approved-unpaid', notes: 'Payment override: Both pay on net-30 terms.' },
      ]);
      // Approved and still unpaid, each card now offers only its payment.
      await panel
        .getByRole('article', { name: 'Late Payer One' })
        .getByRole('button', { name: 'Record payment' })
        .waitFor();
      await page.close();
    },
  );
});
