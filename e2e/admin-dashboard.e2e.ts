import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession, signedUpSession } from './support/api-session';
import { useAppAndBrowser } from './support/app-and-browser';
import { holdRequests } from './support/held-requests';
import { recordToasts } from './support/toasts';
import { expectNoHorizontalOverflow, freshPage, logIn, openTab, snap } from './support/ui';

const ADMIN = { username: 'moderator', password: 'moderator-password' };

const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});

async function openAdmin(page: Page, hash = ''): Promise<void> {
  await page.goto(`${server.baseUrl}/admin${hash}`);
  await page.getByRole('tablist', { name: 'Admin dashboard sections' }).waitFor();
}

async function counterShows(page: Page, label: string, value: number): Promise<void> {
  await page.getByRole('group', { name: label }).getByText(String(value), { exact: true }).waitFor();
}

describe('moderation', () => {
  it(
    'decides partners, projects, articles and submissions, updating counters and the audit log',
    { timeout: 180_000 },
    async () => {
      const page = await freshPage(browser);
      await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
      await openAdmin(page);
      expect(await page.title()).toMatch(/^Admin Dashboard/);
      await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();

      const [{ count: seededPending }] = await server.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM projects WHERE verification_status = 'pending'`,
      );
      expect(seededPending).toBeGreaterThan(0);
      await counterShows(page, 'Pending Partners', 0);
      await counterShows(page, 'Pending Projects', seededPending);
      await counterShows(page, 'Pending Articles', 0);
      await counterShows(page, 'Pending Submissions', 0);
      await page
        .getByRole('tabpanel', { name: 'Partners' })
        .getByText('No pending partners', { exact: true })
        .waitFor();
      expect(await page.getByRole('tab').allInnerTexts()).toEqual([
        'Partners',
        'Projects',
        'Articles',
        'Submissions',
        'Conversions',
        'Audit Log',
        'Inbox',
        'Outbox',
        'Users',
      ]);
      await snap(page, 'admin-empty-partners');
      await (await openTab(page, 'Articles')).getByText('No pending articles', { exact: true }).waitFor();
      await (await openTab(page, 'Submissions')).getByText('No project submissions', { exact: true }).waitFor();
      const seededProjects = await openTab(page, 'Projects');
      await seededProjects.getByRole('article').first().waitFor();
      expect(await seededProjects.getByRole('article').count()).toBe(seededPending);
      expect(await seededProjects.getByText('No pending projects').count()).toBe(0);
      await (await openTab(page, 'Audit Log')).getByText('No decisions recorded yet').waitFor();

      const owner = await signedUpSession(server.baseUrl, 'vega_owner');
      await owner.expect(
        'POST',
        '/api/partner/profile',
        {
          companyName: 'Vega Labs',
          website: 'https://vega.example',
          description: 'Market making for new exchanges.',
          referralCode: 'VEGA2026',
        },
        201,
      );
      const excerpt =
        `Deep order books keep traders. ${'Spreads tighten when makers compete across venues. '.repeat(5)}`.trim();
      await owner.expect(
        'POST',
        '/api/article-submissions',
        {
          title: 'Liquidity lessons',
          category: 'Trading',
          excerpt,
          content: '<p>Depth matters.</p>',
          imageUrl: '',
          status: 'pending',
        },
        201,
      );
      const submission = (name: string, category: string, listingType: string) => ({
        projectName: name,
        category,
        description: `${name} description for reviewers.`,
        website: `https://${name.toLowerCase().replace(/\s+/g, '-')}.example`,
        logo: '',
        twitter: '@aurora',
        telegram: '',
        listingType,
        paymentStatus: listingType === 'free' ? 'completed' : 'pending',
        verificationStatus: 'pending',
      });
      await owner.expect(
        'POST',
        '/api/project-submissions',
        submission('Aurora Wallet', 'Infrastructure', 'verified'),
        201,
      );
      await owner.expect('POST', '/api/project-submissions', submission('Comet Swap', 'DeFi', 'free'), 201);
      const longDescription = `Longform settles cross-chain trades with optimistic proofs${' and batched fraud windows'.repeat(6)}.`;
      await server.query(
        `INSERT INTO projects (slug, name, category, description, website) VALUES ('longform', 'Longform Protocol', 'defi', $1, 'https://longform.example')`,
        [longDescription],
      );

      await openAdmin(page);
      await counterShows(page, 'Pending Partners', 1);
      await counterShows(page, 'Pending Projects', seededPending + 1);
      await counterShows(page, 'Pending Articles', 1);
      await counterShows(page, 'Pending Submissions', 2);

      // Partner: approve, with the button disabled while the request is held back.
      const partners = page.getByRole('tabpanel', { name: 'Partners' });
      const vega = partners.getByRole('article', { name: 'Vega Labs' });
      await vega.getByText('Owner vega_owner', { exact: false }).waitFor();
      await vega.getByText('VEGA2026', { exact: true }).waitFor();
      await snap(page, 'admin-partners');
      const releasePatch = await holdRequests(page, '**/api/admin/partners/*/approve');
      await vega.getByRole('button', { name: 'Approve' }).click();
      await vega.getByRole('button', { name: 'Approve' }).and(page.locator('[disabled]')).waitFor();
      expect(await vega.getByRole('button', { name: 'Reject' }).isDisabled()).toBe(true);
      releasePatch();
      await page.getByText('Partner status updated').waitFor();
      await partners.getByText('No pending partners', { exact: true }).waitFor();
      await counterShows(page, 'Pending Partners', 0);
      await page.unroute('**/api/admin/partners/*/approve');
      const [{ role }] = await server.query<{ role: string }>(`SELECT role FROM users WHERE username = 'vega_owner'`);
      expect(role).toBe('partner');

      // Project: the long description is cut at 100 characters; verify it.
      const projects = await openTab(page, 'Projects');
      const longform = projects.getByRole('article', { name: 'Longform Protocol' });
      await longform.getByText(`${longDescription.slice(0, 100).trimEnd()}...`, { exact: true }).waitFor();
      await longform.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('Project verification updated').waitFor();
      await counterShows(page, 'Pending Projects', seededPending);
      // The counters and the queue are separate reads, refreshed together after a decision.
      await expect.poll(() => projects.getByRole('article', { name: 'Longform Protocol' }).count()).toBe(0);
      const [{ verification_status: projectStatus }] = await server.query<{ verification_status: string }>(
        `SELECT verification_status FROM projects WHERE slug = 'longform'`,
      );
      expect(projectStatus).toBe('verified');

      // Article: the excerpt is cut at 150 characters; publish it.
      const articles = await openTab(page, 'Articles');
      const article = articles.getByRole('article', { name: 'Liquidity lessons' });
      await article.getByText(`${excerpt.slice(0, 150).trimEnd()}...`, { exact: true }).waitFor();
      await article.getByText('By Vega Labs', { exact: false }).waitFor();
      await snap(page, 'admin-articles');
      await article.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Article publication status updated').waitFor();
      await articles.getByText('No pending articles', { exact: true }).waitFor();
      await counterShows(page, 'Pending Articles', 0);

      // Submission: Cancel sends nothing; Reject with a note through the confirm dialog.
      const submissions = await openTab(page, 'Submissions');
      const aurora = submissions.getByRole('article', { name: 'Aurora Wallet' });
      await aurora.getByText('Pending', { exact: true }).waitFor();
      await aurora.getByText('Aurora Wallet description for reviewers.').waitFor();
      await aurora.getByText('Verified', { exact: true }).waitFor();
      await aurora.getByRole('link', { name: /aurora-wallet\.example/ }).waitFor();
      const patches: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PATCH') patches.push(request.url());
      });
      await aurora.getByRole('button', { name: 'Reject' }).click();
      let dialog = page.getByRole('dialog', { name: 'Reject submission?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(patches).toEqual([]);

      await aurora.getByRole('button', { name: 'Reject' }).click();
      dialog = page.getByRole('dialog', { name: 'Reject submission?' });
      await dialog.getByRole('textbox', { name: 'Admin note' }).fill('Logo and website do not match.');
      await snap(page, 'admin-reject-dialog');
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      await page.getByText('Submission status updated').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await aurora.getByText('Rejected', { exact: true }).waitFor();
      await aurora.getByText('Logo and website do not match.').waitFor();
      expect(await aurora.getByRole('button').allTextContents()).toEqual(['Ownership', 'History', 'Reopen…']);
      await counterShows(page, 'Pending Submissions', 1);
      const ownView = await owner.call<{
        data: { projectName: string; verificationStatus: string; adminNotes: string }[];
      }>('GET', '/api/project-submissions');
      expect(ownView.body.data.find((entry) => entry.projectName === 'Aurora Wallet')).toMatchObject({
        verificationStatus: 'rejected',
        adminNotes: 'Logo and website do not match.',
      });

      // Another admin approves Comet Swap first; this page's Approve then meets a 409.
      const otherAdmin = new ApiSession(server.baseUrl);
      await otherAdmin.expect('POST', '/api/auth/login', ADMIN, 200);
      const [{ id: cometId }] = await server.query<{ id: number }>(
        `SELECT id FROM project_submissions WHERE project_name = 'Comet Swap'`,
      );
      await otherAdmin.expect(
        'PATCH',
        `/api/project-submissions/${cometId}/status`,
        { verificationStatus: 'approved' },
        200,
      );
      const comet = submissions.getByRole('article', { name: 'Comet Swap' });
      const toastsSeen = await recordToasts(page);
      const decisionPatch = page.waitForRequest(
        (request) =>
          request.method() === 'PATCH' && request.url().endsWith(`/api/project-submissions/${cometId}/status`),
      );
      await comet.getByRole('button', { name: 'Approve' }).click();
      dialog = page.getByRole('dialog', { name: 'Approve submission?' });
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      // Spec section 7: both keys, adminNotes empty when no note was typed.
      expect((await decisionPatch).postDataJSON()).toEqual({ verificationStatus: 'approved', adminNotes: '' });
      // The toast reads exactly as spec section 8 says; the server's explanation shows inline instead.
      await expect.poll(toastsSeen).toEqual([['Error', 'Failed to update submission']]);
      await submissions
        .getByRole('alert')
        .getByText(/^Comet Swap: .*already decided/)
        .waitFor();
      expect(
        await page
          .locator('.notistack-MuiContent')
          .getByText(/already decided/)
          .count(),
      ).toBe(0);
      await comet.getByText('Approved', { exact: true }).waitFor();
      expect(await comet.getByRole('button').allTextContents()).toEqual(['Ownership', 'History', 'Reopen…']);
      await counterShows(page, 'Pending Submissions', 0);
      // The approval listed Comet Swap in the directory, waiting for verification.
      await counterShows(page, 'Pending Projects', seededPending + 1);
      await snap(page, 'admin-submissions');

      const audit = await openTab(page, 'Audit Log');
      const table = audit.getByRole('table', { name: 'Audit log' });
      await table.getByRole('row', { name: /Rejected submission/ }).waitFor();
      const rows = (await table.getByRole('row').allInnerTexts()).slice(1).map((row) => row.replace(/\s+/g, ' '));
      expect(rows).toHaveLength(5);
      expect(rows[0]).toMatch(/moderator Approved submission Comet Swap Project submission #\d+ Approved/);
      expect(rows[1]).toMatch(
        /moderator Rejected submission Aurora Wallet .* Rejected Verification:\s?pending\s?→ changed to rejected .* Logo and website do not match\. Reverse…$/,
      );
      expect(rows[2]).toMatch(/Published article Liquidity lessons Article #\d+ Approved/);
      expect(rows[3]).toMatch(/Verified project Longform Protocol Project #\d+ Verified/);
      expect(rows[4]).toMatch(/Approved partner Vega Labs Partner #\d+ Approved/);
      await snap(page, 'admin-audit-log');
      await page.close();
    },
  );
});

describe('inbox', () => {
  it('lists contact messages and subscribers and downloads both as CSV', async () => {
    const visitor = new ApiSession(server.baseUrl);
    await visitor.expect(
      'POST',
      '/api/contact',
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        message: 'We would like to list our exchange.',
      },
      201,
    );
    await visitor.expect('POST', '/api/newsletter', { email: 'reader@example.com' }, 200);

    const page = await freshPage(browser);
    await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await openAdmin(page, '#inbox');
    const inbox = page.getByRole('tabpanel', { name: 'Inbox' });
    const messages = inbox.getByRole('region', { name: 'Contact messages' });
    await messages
      .getByRole('row', { name: /Ada Lovelace/ })
      .getByText('We would like to list our exchange.')
      .waitFor();
    await messages.getByRole('link', { name: 'ada@example.com' }).waitFor();
    const subscribers = inbox.getByRole('region', { name: 'Newsletter subscribers' });
    await subscribers.getByText('reader@example.com', { exact: true }).waitFor();
    await snap(page, 'admin-inbox');

    const [messagesCsv] = await Promise.all([
      page.waitForEvent('download'),
      messages.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(messagesCsv.suggestedFilename()).toBe('contact-messages.csv');
    const messagesText = await readFile(await messagesCsv.path(), 'utf8');
    expect(messagesText).toContain('Ada Lovelace');
    expect(messagesText).toContain('We would like to list our exchange.');

    const [subscribersCsv] = await Promise.all([
      page.waitForEvent('download'),
      subscribers.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(subscribersCsv.suggestedFilename()).toBe('newsletter-subscribers.csv');
    expect(await readFile(await subscribersCsv.path(), 'utf8')).toContain('reader@example.com');
    await page.close();
  });
});

describe('on a phone', () => {
  it('fits 360 px with stacked cards instead of tables', async () => {
    const page = await freshPage(browser, { width: 360, height: 780 });
    await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await openAdmin(page);
    await page.getByRole('group', { name: 'Pending Submissions' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await snap(page, 'admin-phone-partners');
    for (const tab of ['Projects', 'Articles', 'Submissions', 'Audit Log', 'Inbox']) {
      const panel = await openTab(page, tab);
      await panel.locator('article, li, [role="status"], p').first().waitFor();
      await expectNoHorizontalOverflow(page);
      expect(await panel.getByRole('table').count()).toBe(0);
    }
    await snap(page, 'admin-phone-inbox');
    await openTab(page, 'Projects');
    await snap(page, 'admin-phone-projects');
    await page.close();
  });
});
