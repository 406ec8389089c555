import { describe, expect, it } from 'vitest';
import { useAppServer } from './support/app-and-browser';
import { screenshot, useBrowsers } from './support/browser';
import { choose, field, logIn, openTab, signUp } from './support/ui';

const ADMIN = { username: 'chief', password: 'chief-password' };
const server = useAppServer({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
const browser = useBrowsers();

describe('submit, moderate, publish', () => {
  it('takes a project and an article from three people through moderation to the public pages', async () => {
    const submitter = await (await browser()).newPage();
    await signUp(submitter, server.baseUrl, 'project_owner', 'secret123');
    await submitter.goto(`${server.baseUrl}/submit-project`);
    const form = submitter.getByRole('form', { name: 'Submit project' });
    await field(form, 'Project Name').fill('Orbit Quest');
    await choose(submitter, form, /^Category/, 'Gaming');
    await field(form, 'Description').fill('An on-chain strategy game with player-owned fleets.');
    await field(form, 'Website').fill('https://orbit-quest.example');
    await form.getByRole('button', { name: 'Submit Project' }).click();
    await submitter.getByText("Project submitted for review! We'll notify you once it's processed.").waitFor();
    const mine = submitter.getByRole('article', { name: 'Orbit Quest' });
    await mine
      .getByText(/pending/i)
      .first()
      .waitFor();

    const partner = await (await browser()).newPage();
    await signUp(partner, server.baseUrl, 'nova_partner', 'secret123');
    await partner.goto(`${server.baseUrl}/partner-dashboard`);
    await partner.getByRole('button', { name: 'Create Partner Profile' }).click();
    await field(partner, 'Company Name').fill('Nova Exchange');
    await field(partner, 'Referral Code').fill('NOVA2026');
    await partner.getByRole('button', { name: 'Create Profile' }).click();
    await partner.getByText('Partner profile created!').waitFor();
    const articles = await openTab(partner, 'Article Submissions');
    await field(articles, 'Title').fill('Market making on day one');
    await choose(partner, articles, /^Category/, 'Trading');
    await field(articles, 'Excerpt').fill('Why tight spreads decide a listing.');
    await field(articles, 'Content').fill('<h2>Day one</h2><p>Liquidity is the first impression.</p>');
    await articles.getByRole('button', { name: 'Submit Article' }).click();
    await partner.getByText('Article submitted for review!').waitFor();

    const admin = await (await browser()).newPage();
    await logIn(admin, server.baseUrl, ADMIN.username, ADMIN.password);
    await admin.goto(`${server.baseUrl}/admin`);
    const submissions = await openTab(admin, 'Submissions');
    const orbit = submissions.getByRole('article', { name: 'Orbit Quest' });
    await orbit.getByRole('button', { name: 'Approve' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Approve submission?' });
    await dialog.getByRole('textbox', { name: 'Admin note' }).fill('Welcome aboard, fleet commander.');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.getByText('Submission status updated').waitFor();

    const partnersTab = await openTab(admin, 'Partners');
    await partnersTab.getByRole('article', { name: 'Nova Exchange' }).getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Partner status updated').waitFor();
    const articlesTab = await openTab(admin, 'Articles');
    await articlesTab
      .getByRole('article', { name: 'Market making on day one' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await admin.getByText('Article publication status updated').waitFor();
    const audit = await openTab(admin, 'Audit Log');
    await audit.getByText('Orbit Quest').first().waitFor();
    await screenshot(admin, 'loop-admin-audit');

    await submitter.reload();
    const decided = submitter.getByRole('article', { name: 'Orbit Quest' });
    await decided
      .getByText(/approved/i)
      .first()
      .waitFor();
    await decided.getByText('Welcome aboard, fleet commander.').waitFor();

    const [{ role }] = await server.query<{ role: string }>(`SELECT role FROM users WHERE username = 'nova_partner'`);
    expect(role).toBe('partner');
    await partner.reload();
    await partner.getByRole('banner').getByRole('link', { name: 'Partner Dashboard', exact: true }).waitFor();

    const visitor = await (await browser()).newPage();
    await visitor.goto(`${server.baseUrl}/projects/gamefi`);
    await visitor.getByText('Orbit Quest').first().waitFor();
    await visitor.goto(`${server.baseUrl}/articles`);
    await visitor.getByRole('link', { name: 'Read Market making on day one' }).click();
    await visitor.waitForURL(/\/articles\/partner-\d+$/);
    await visitor.getByRole('heading', { name: 'Market making on day one' }).waitFor();
    await visitor.getByText('Liquidity is the first impression.').waitFor();
    await screenshot(visitor, 'loop-published-article');
  }, 120_000);
});
