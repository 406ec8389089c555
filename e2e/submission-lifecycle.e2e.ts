import { describe, expect, it } from 'vitest';
import { useAppServer } from './support/app-and-browser';
import { screenshot, useBrowsers } from './support/browser';
import { choose, expectNoHorizontalOverflow, field, freshPage, logIn, openTab, signUp } from './support/ui';

const ADMIN = { username: 'chief', password: 'chief-password' };
const server = useAppServer({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
const browser = useBrowsers();

describe('owner lifecycle of a project submission', () => {
  it('a rejected submission is edited and resubmitted by its owner, shows back in the admin queue, with its timeline', async () => {
    const owner = await (await browser()).newPage();
    await signUp(owner, server.baseUrl, 'lifecycle_owner', 'secret123');
    await owner.goto(`${server.baseUrl}/submit-project`);
    const form = owner.getByRole('form', { name: 'Submit project' });
    await field(form, 'Project Name').fill('Tidal Bridge');
    await choose(owner, form, /^Category/, 'Infrastructure');
    await field(form, 'Description').fill('A bridge.');
    await form.getByRole('button', { name: 'Submit Project' }).click();
    await owner.getByText("Project submitted for review! We'll notify you once it's processed.").waitFor();
    const [{ id }] = await server.query<{ id: number }>(
      `SELECT id FROM project_submissions WHERE project_name = 'Tidal Bridge'`,
    );
    const card = owner.getByRole('article', { name: 'Tidal Bridge' });
    const requestId = (await card.getByText(/^PS-\d{4}-\d{4,}$/).textContent())!;
    expect(requestId).toMatch(new RegExp(`^PS-\\d{4}-${String(id).padStart(4, '0')}$`));

    const admin = await (await browser()).newPage();
    await logIn(admin, server.baseUrl, ADMIN.username, ADMIN.password);
    await admin.goto(`${server.baseUrl}/admin`);
    let queue = await openTab(admin, 'Submissions');
    await queue.getByRole('article', { name: 'Tidal Bridge' }).getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject submission?' });
    await choose(admin, dialog, /^Reason/, 'Needs more detail');
    await dialog.getByText('The owner may edit and resubmit at once.').waitFor();
    await dialog.getByRole('textbox', { name: 'Admin note' }).fill('Which chains does it connect?');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await admin.getByText('Submission status updated').waitFor();

    await owner.reload();
    const rejected = owner.getByRole('article', { name: 'Tidal Bridge' });
    await rejected.getByText('Reason: Needs more detail.').waitFor();
    await rejected.getByText('You may edit and resubmit it now.').waitFor();
    await rejected.getByText('Which chains does it connect?').first().waitFor();
    await rejected.getByRole('button', { name: 'Edit and resubmit' }).click();
    const edit = owner.getByRole('form', { name: 'Resubmit project' });
    await expect.poll(() => field(edit, 'Project Name').inputValue()).toBe('Tidal Bridge');
    await field(edit, 'Description').fill('A bridge between Ethereum, Solana and Cosmos with light-client proofs.');
    await edit.getByRole('button', { name: 'Resubmit for review' }).click();
    await owner.getByText('Submission resubmitted for review.').waitFor();
    const back = owner.getByRole('article', { name: 'Tidal Bridge' });
    await back.getByText('A bridge between Ethereum, Solana and Cosmos with light-client proofs.').waitFor();
    await back.getByRole('button', { name: 'Withdraw' }).waitFor();

    await back.getByRole('button', { name: 'Show timeline' }).click();
    const timeline = back.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('You submitted it').waitFor();
    await timeline.getByText('An admin rejected it (Needs more detail)').waitFor();
    await timeline.getByText('You resubmitted it').waitFor();
    expect(await timeline.getByRole('listitem').count()).toBe(3);
    await screenshot(owner, 'lifecycle-owner-timeline');

    await admin.reload();
    queue = await openTab(admin, 'Submissions');
    const pendingAgain = queue.getByRole('article', { name: 'Tidal Bridge' });
    await pendingAgain.getByRole('button', { name: 'Approve' }).waitFor();
    await pendingAgain.getByText(requestId, { exact: false }).waitFor();
    await pendingAgain.getByText('A bridge between Ethereum, Solana and Cosmos with light-client proofs.').waitFor();
    const [{ verification_status }] = await server.query<{ verification_status: string }>(
      'SELECT verification_status FROM project_submissions WHERE id = $1',
      [id],
    );
    expect(verification_status).toBe('pending');
  });

  it('withdraws a pending submission after confirming, on a phone', async () => {
    const owner = await freshPage(await browser(), { width: 390, height: 844 });
    await signUp(owner, server.baseUrl, 'lifecycle_phone', 'secret123');
    await owner.goto(`${server.baseUrl}/submit-project`);
    const form = owner.getByRole('form', { name: 'Submit project' });
    await field(form, 'Project Name').fill('Pocket Vault');
    await choose(owner, form, /^Category/, 'DeFi');
    await field(form, 'Description').fill('A vault in your pocket.');
    await form.getByRole('button', { name: 'Submit Project' }).click();
    await owner.getByText("Project submitted for review! We'll notify you once it's processed.").waitFor();
    const card = owner.getByRole('article', { name: 'Pocket Vault' });
    await card.getByRole('button', { name: 'Withdraw' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Withdraw Pocket Vault?' });
    await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await owner.getByText('Submission withdrawn.').waitFor();
    await card.getByText('You withdrew this submission. You can edit and resubmit it.').waitFor();
    await card.getByRole('button', { name: 'Edit and resubmit' }).waitFor();
    expect(await card.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    await expectNoHorizontalOverflow(owner);
  });

  it('a partner edits and resubmits a rejected article, which returns to the admin queue', async () => {
    const partner = await (await browser()).newPage();
    await signUp(partner, server.baseUrl, 'lifecycle_partner', 'secret123');
    await partner.goto(`${server.baseUrl}/partner-dashboard`);
    await partner.getByRole('button', { name: 'Create Partner Profile' }).click();
    await field(partner, 'Company Name').fill('Delta Desk');
    await field(partner, 'Referral Code').fill('DELTA2026');
    await partner.getByRole('button', { name: 'Create Profile' }).click();
    await partner.getByText('Partner profile created!').waitFor();

    // Only an approved partner submits articles.
    const admin = await (await browser()).newPage();
    await logIn(admin, server.baseUrl, ADMIN.username, ADMIN.password);
    await admin.goto(`${server.baseUrl}/admin`);
    const partners = await openTab(admin, 'Partners');
    await partners.getByRole('article', { name: 'Delta Desk' }).getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Partner status updated').waitFor();

    await partner.reload();
    let articles = await openTab(partner, 'Article Submissions');
    const form = articles.getByRole('form', { name: 'Submit article' });
    await field(form, 'Title').fill('Spreads that win listings');
    await choose(partner, form, /^Category/, 'Trading');
    await field(form, 'Excerpt').fill('Tight spreads.');
    await field(form, 'Content').fill('<p>Liquidity first.</p>');
    await form.getByRole('button', { name: 'Submit Article' }).click();
    await partner.getByText('Article submitted for review!').waitFor();

    await admin.reload();
    let queue = await openTab(admin, 'Articles');
    await queue
      .getByRole('article', { name: 'Spreads that win listings' })
      .getByRole('button', { name: 'Reject' })
      .click();
    const dialog = admin.getByRole('dialog', { name: 'Reject article?' });
    await choose(admin, dialog, /^Reason/, 'Cannot verify');
    await dialog.getByRole('textbox', { name: 'Admin note' }).fill('Cite the spread data.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await admin.getByText('Article publication status updated').waitFor();

    await partner.reload();
    articles = await openTab(partner, 'Article Submissions');
    const card = articles.getByRole('article', { name: 'Spreads that win listings' });
    await card.getByText('Reason: Cannot verify.').waitFor();
    await card.getByText(/^AS-\d{4}-\d{4,}$/).waitFor();
    await card.getByRole('button', { name: 'Edit and resubmit' }).click();
    const edit = partner.getByRole('form', { name: 'Resubmit article' });
    await expect.poll(() => field(edit, 'Title').inputValue()).toBe('Spreads that win listings');
    await field(edit, 'Excerpt').fill('Tight spreads, with the data from 40 listings.');
    await edit.getByRole('button', { name: 'Resubmit for review' }).click();
    await partner.getByText('Article resubmitted for review.').waitFor();
    const back = articles.getByRole('article', { name: 'Spreads that win listings' });
    await back.getByText('Tight spreads, with the data from 40 listings.').waitFor();
    await back.getByRole('button', { name: 'Show timeline' }).click();
    await back.getByRole('list', { name: 'Timeline' }).getByText('An admin rejected it (Cannot verify)').waitFor();
    await back.getByRole('list', { name: 'Timeline' }).getByText('You resubmitted it').waitFor();

    await admin.reload();
    queue = await openTab(admin, 'Articles');
    await queue
      .getByRole('article', { name: 'Spreads that win listings' })
      .getByRole('button', { name: 'Publish' })
      .waitFor();
  });
});
