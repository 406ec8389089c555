import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './support/app-and-browser';
import { screenshot } from './support/browser';
import {
  ADMIN,
  PROJECT_NAME,
  PUBLISHED_TITLE,
  REJECTED_TITLE,
  cards,
  main,
  moderatedContent,
  publicPages,
} from './support/moderated-content';
import { expectNoHorizontalOverflow, freshPage, logIn, openTab } from './support/ui';

const { server, browser } = useAppAndBrowser({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
const { adminSession, directory, listVerifiedProject, publishArticles } = moderatedContent(server);
const { open } = publicPages(server, browser);
const REASON = 'Published by mistake: the figures are unverified.';

beforeAll(async () => {
  const admin = await adminSession();
  await publishArticles(admin);
  await listVerifiedProject(admin);
});

async function auditLog(viewport: { width: number; height: number }) {
  const page = await freshPage(browser, viewport);
  await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
  await page.goto(`${server.baseUrl}/admin#audit-log`);
  const audit = page.getByRole('tabpanel', { name: 'Audit Log' });
  await audit.getByText(PUBLISHED_TITLE).first().waitFor();
  return { page, audit };
}

const publishEntry = (page: Page) =>
  page.getByRole('tabpanel', { name: 'Audit Log' }).getByRole('row').filter({ hasText: PUBLISHED_TITLE }).filter({ hasText: 'Published article' });

describe('reversing a decision from the audit log', () => {
  it('unpublishes a published article with a reason, and it leaves /articles', async () => {
    const visitor = await open('/articles');
    await cards(visitor).filter({ hasText: PUBLISHED_TITLE }).waitFor();

    const { page, audit } = await auditLog({ width: 1280, height: 900 });
    await publishEntry(page).getByRole('button', { name: /^Reverse…/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Unpublish article?' });
    await dialog.getByText('The article leaves the public pages at once; the partner can edit and resubmit it.').waitFor();
    const reason = dialog.getByRole('textbox', { name: /^Reason/ });
    await expect.poll(() => reason.evaluate((element) => element === document.activeElement)).toBe(true);

    await dialog.getByRole('button', { name: 'Unpublish' }).click();
    await dialog.getByText(/A reason is required/).waitFor();
    await reason.fill(REASON);
    await dialog.getByText(`${REASON.length}/1000`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByText('The article is unpublished and the partner notified.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const unpublished = audit.getByRole('row').filter({ hasText: 'Unpublished article' });
    await unpublished.filter({ hasText: REASON }).waitFor();
    expect(await unpublished.getByRole('button').count()).toBe(0);
    await screenshot(page, 'reversal-audit-log');

    await visitor.reload();
    await cards(visitor).first().waitFor();
    expect(await main(visitor).getByText(PUBLISHED_TITLE).count()).toBe(0);

    // The old publish entry still offers the reversal; the server refuses it now and says why, in the dialog.
    await publishEntry(page).getByRole('button', { name: /^Reverse…/ }).click();
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Twice');
    await dialog.getByRole('button', { name: 'Unpublish' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    expect(await dialog.isVisible()).toBe(true);
    // The refusal takes the focus the disabled button dropped, so the keyboard can still close the dialog.
    await expect.poll(() => refusal.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.close();
    await visitor.close();
  });

  it('offers Reopen on a rejection on a phone, in the card layout', async () => {
    const { page, audit } = await auditLog({ width: 390, height: 844 });
    const rejected = audit.getByRole('listitem').filter({ hasText: REJECTED_TITLE }).filter({ hasText: 'Rejected article' });
    await rejected.getByRole('button', { name: /^Reverse…/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reopen article?' });
    await dialog.getByText(/waits in the Articles queue/).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'reversal-dialog-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('reopens an approved submission from the Submissions tab: back in the queue, out of the directory', async () => {
    const { page } = await auditLog({ width: 1280, height: 900 });
    const submissions = await openTab(page, 'Submissions');
    const card = submissions.getByRole('article', { name: PROJECT_NAME });
    await card.getByRole('button', { name: /^Reopen…/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reopen submission?' });
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('The team behind it changed; review it again.');
    await dialog.getByRole('button', { name: 'Reopen' }).click();
    await page.getByText('The submission is back in the queue.').waitFor();
    await card.getByRole('button', { name: 'Approve' }).waitFor();
    await card.getByText('Pending', { exact: true }).waitFor();
    expect((await directory()).some((project) => project.name === PROJECT_NAME)).toBe(false);
    await page.close();
  });
});
