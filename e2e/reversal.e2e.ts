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

const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});
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
  page
    .getByRole('tabpanel', { name: 'Audit Log' })
    .getByRole('row')
    .filter({ hasText: PUBLISHED_TITLE })
    .filter({ hasText: 'Published article' });

describe('reversing a decision from the audit log', () => {
  it('unpublishes a published article with a reason, and it leaves /articles', async () => {
    const visitor = await open('/articles');
    await cards(visitor).filter({ hasText: PUBLISHED_TITLE }).waitFor();

    const { page, audit } = await auditLog({ width: 1280, height: 900 });
    await publishEntry(page)
      .getByRole('button', { name: /^Reverse…/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Unpublish article?' });
    await dialog
      .getByText('The article leaves the public pages at once; the partner can edit and resubmit it.')
      .waitFor();
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
    await publishEntry(page)
      .getByRole('button', { name: /^Reverse…/ })
      .click();
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
    const rejected = audit
      .getByRole('listitem')
      .filter({ hasText: REJECTED_TITLE })
      .filter({ hasText: 'Rejected article' });
    await rejected.getByRole('button', { name: /^Reverse…/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reopen article?' });
    await dialog.getByText(/waits in the Articles queue/).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'reversal-dialog-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('unverifies a project from its own row in the Projects tab, by keyboard, with the same dialog and rule', async () => {
    const name = 'Badge Keeper';
    await server.query(
      `INSERT INTO projects (slug, name, category, description, website, verification_status, listed)
       VALUES ('badge-keeper', $1, 'defi', 'A verified project to take the badge from', 'https://badge-keeper.example', 'verified', true)`,
      [name],
    );
    await expect.poll(async () => (await directory()).find((project) => project.name === name)?.verified).toBe(true);

    const page = await freshPage(browser, { width: 1280, height: 900 });
    await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${server.baseUrl}/admin#projects`);
    const panel = page.getByRole('tabpanel', { name: 'Projects' });
    const verified = panel.getByRole('region', { name: 'Verified projects' });
    await verified
      .getByRole('searchbox', { name: 'Search verified projects by name or description' })
      .fill('badge keeper');
    await page.waitForURL(/verified\.q=badge(\+|%20)keeper/);
    const row = verified.getByRole('row', { name: new RegExp(name) });
    await row.getByText('DeFi').waitFor();

    const unverify = row.getByRole('button', { name: `Unverify… ${name}` });
    await unverify.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Unverify project?' });
    await dialog
      .getByText('The project stays listed without its Verified badge and waits in the verification queue again.')
      .waitFor();
    const reason = dialog.getByRole('textbox', { name: /^Reason/ });
    await expect.poll(() => reason.evaluate((element) => element === document.activeElement)).toBe(true);
    // The reason is required, as from the audit log.
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Unverify' }).click();
    await dialog.getByText(/A reason is required/).waitFor();
    await reason.fill('The team could not show the audit report.');
    await dialog.getByRole('button', { name: 'Unverify' }).click();
    await page.getByText('The project is no longer verified.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'reversal-unverify-from-row');

    // Out of the verified list, back in the queue above it, without the badge in the directory.
    await verified.getByText('No verified projects match these filters').waitFor();
    await panel.getByRole('article', { name }).getByRole('button', { name: 'Verify' }).waitFor();
    expect((await directory()).find((project) => project.name === name)?.verified).toBe(false);
    const [{ verification_status: status }] = await server.query<{ verification_status: string }>(
      `SELECT verification_status FROM projects WHERE slug = 'badge-keeper'`,
    );
    expect(status).toBe('pending');

    const audit = await openTab(page, 'Audit Log');
    await audit.getByRole('row').filter({ hasText: 'Unverified project' }).filter({ hasText: name }).waitFor();
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
