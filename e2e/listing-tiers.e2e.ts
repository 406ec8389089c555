import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedUpSession } from './support/api-session';
import { useAppServer } from './support/app-and-browser';
import { launchBrowser, screenshot, type Browser } from './support/browser';
import { holdRequests } from './support/held-requests';
import { ADMIN, cards, moderatedContent } from './support/moderated-content';
import { expectNoHorizontalOverflow, field, logIn, openTab } from './support/ui';

const server = useAppServer({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
const { adminSession } = moderatedContent(server);
const browsers: Browser[] = [];
const PHONE = { width: 390, height: 844 };

// Registered after the server's hooks, so the browsers close before it stops.
afterAll(async () => {
  await Promise.all(browsers.map((launched) => launched.close()));
});

async function adminPage(viewport?: { width: number; height: number }): Promise<Page> {
  const browser = await launchBrowser();
  browsers.push(browser);
  const page = await browser.newPage(viewport);
  await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
  await page.goto(`${server.baseUrl}/admin`);
  return page;
}

async function submit(
  owner: string,
  projectName: string,
  category: string,
  listingType: 'featured' | 'verified',
): Promise<number> {
  const session = await signedUpSession(server.baseUrl, owner);
  const submission = await session.send<{ id: number }>('POST', '/api/project-submissions', {
    projectName,
    category,
    description: `${projectName} is listed with a paid tier.`,
    website: 'https://paid-tier.example',
    listingType,
  });
  return submission.id;
}

const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

describe('listing tiers in the admin Submissions tab', () => {
  it('records the payment of a featured submission and approves it: first on its category page, Featured', async () => {
    const id = await submit('prism_owner', 'Prism Mint', 'NFT', 'featured');
    const admin = await adminPage();
    const queue = await openTab(admin, 'Submissions');
    const card = queue.getByRole('article', { name: 'Prism Mint' });
    await card.getByText('Payment pending', { exact: true }).waitFor();
    await card.getByText('Featured', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Approve without payment…' }).waitFor();

    await card.getByRole('button', { name: 'Record payment' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Record payment for Prism Mint' });
    expect(await dialog.getByLabel(/^Date paid/).inputValue()).toBe(await browserToday(admin));
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText('Enter the amount paid').waitFor();
    await dialog.getByText('Enter the invoice or transfer reference').waitFor();
    await field(dialog, 'Amount').fill('499.999');
    await dialog.getByText('Enter an amount in dollars with at most two decimals').waitFor();
    await dialog.getByLabel(/^Date paid/).fill('2999-01-01');
    await dialog.getByText('The payment date cannot be in the future').waitFor();
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    expect(await server.query('SELECT id FROM project_submission_payments WHERE submission_id = $1', [id])).toEqual([]);

    await field(dialog, 'Amount').fill('499');
    await field(dialog, 'Reference').fill('INV-PRISM-1');
    await dialog.getByLabel(/^Date paid/).fill(await browserToday(admin));
    await screenshot(admin, 'listing-tiers-record-payment');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await admin.getByText('Payment recorded', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Paid', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Record payment' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Approve without payment…' }).count()).toBe(0);
    const [payment] = await server.query<{ amount_cents: number; reference: string }>(
      'SELECT amount_cents, reference FROM project_submission_payments WHERE submission_id = $1',
      [id],
    );
    expect(payment).toEqual({ amount_cents: 49900, reference: 'INV-PRISM-1' });

    await card.getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = admin.getByRole('dialog', { name: 'Approve submission?' });
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.getByText('Submission status updated').waitFor();
    await card.getByText('Approved', { exact: true }).waitFor();

    await admin.goto(`${server.baseUrl}/projects/nft`);
    const first = cards(admin).first();
    await first.getByRole('heading', { name: 'Prism Mint', exact: true }).waitFor();
    await first.getByText('Featured', { exact: true }).waitFor();
    await screenshot(admin, 'listing-tiers-featured-first');
  });

  it('approves an unpaid verified submission with the override and a note, on a phone and by keyboard', async () => {
    const id = await submit('ledger_owner', 'Ledger Lane', 'DeFi', 'verified');
    const admin = await adminPage(PHONE);
    const queue = await openTab(admin, 'Submissions');
    const card = queue.getByRole('article', { name: 'Ledger Lane' });
    await card.getByText('Payment pending', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Approve without payment…' }).focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Approve Ledger Lane without payment?' });
    await dialog.getByText(/Verified listings are approved once their payment is recorded/).waitFor();
    await dialog.getByRole('button', { name: 'Approve without payment' }).click();
    await dialog.getByText('A note is required: say why it is approved before the payment').waitFor();
    await dialog.getByRole('textbox', { name: /^Admin note/ }).focus();
    await admin.keyboard.type('Invoice sent; the partner pays on delivery.');
    await expectNoHorizontalOverflow(admin);
    await screenshot(admin, 'listing-tiers-approve-unpaid-phone');
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await admin.getByText('Submission status updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Approved', { exact: true }).waitFor();
    await card.getByText('Payment pending', { exact: true }).waitFor();
    const audit = await server.query<{ outcome: string; notes: string }>(
      `SELECT outcome, notes FROM audit_log WHERE target_type = 'project-submission' AND target_id = $1`,
      [id],
    );
    expect(audit).toEqual([
      { outcome: 'approved-unpaid', notes: expect.stringContaining('Invoice sent; the partner pays on delivery.') },
    ]);

    // Another admin records the payment while this dialog is open: the server's refusal shows in it.
    await card.getByRole('button', { name: 'Record payment' }).click();
    const payment = admin.getByRole('dialog', { name: 'Record payment for Ledger Lane' });
    await field(payment, 'Amount').fill('250');
    await field(payment, 'Reference').fill('INV-LEDGER-1');
    const other = await adminSession();
    await other.send('POST', `/api/project-submissions/${id}/payment`, {
      amount: 250,
      reference: 'INV-LEDGER-0',
      paidOn: '2026-01-02',
    });
    // The lists' refresh after the refusal is held back: the dialog must not wait for it.
    const releaseRefresh = await holdRequests(admin, '**/api/**', (request) => request.method() === 'GET');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await admin.getByText('Failed to record payment').waitFor();
    const problem = payment.getByRole('alert');
    await problem.getByText('The payment for this listing was already recorded').waitFor();
    expect(await payment.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true);
    await expect.poll(() => problem.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoHorizontalOverflow(admin);
    await admin.keyboard.press('Escape');
    await payment.waitFor({ state: 'detached' });
    releaseRefresh();
    await admin.unrouteAll({ behavior: 'wait' });
    await card.getByText('Paid', { exact: true }).waitFor();
  });
});
