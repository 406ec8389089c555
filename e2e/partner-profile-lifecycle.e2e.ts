import { describe, expect, it } from 'vitest';
import { useAppServer } from './support/app-and-browser';
import { screenshot, useBrowsers } from './support/browser';
import { choose, expectNoHorizontalOverflow, field, freshPage, logIn, openTab, signUp } from './support/ui';

const ADMIN = { username: 'chief', password: 'chief-password' };
const server = useAppServer({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
const browser = useBrowsers();

describe('owner lifecycle of a partner profile', () => {
  it('a rejected partner corrects the profile and re-applies; the admin sees it back in the queue with its PP- ID', async () => {
    const owner = await (await browser()).newPage();
    await signUp(owner, server.baseUrl, 'reapply_owner', 'secret123');
    await owner.goto(`${server.baseUrl}/partner-dashboard`);
    await owner.getByRole('button', { name: 'Create Partner Profile' }).click();
    await field(owner, 'Company Name').fill('Kappa Exchange');
    await field(owner, 'Referral Code').fill('KAPPA2026');
    await owner.getByRole('button', { name: 'Create Profile' }).click();
    await owner.getByText('Partner profile created!').waitFor();
    const [{ id }] = await server.query<{ id: number }>(
      `SELECT id FROM partner_profiles WHERE referral_code = 'KAPPA2026'`,
    );
    const requestId = (await owner.getByText(/^PP-\d{4}-\d{4,}$/).textContent())!;
    expect(requestId).toMatch(new RegExp(`^PP-\\d{4}-${String(id).padStart(4, '0')}$`));

    const admin = await (await browser()).newPage();
    await logIn(admin, server.baseUrl, ADMIN.username, ADMIN.password);
    await admin.goto(`${server.baseUrl}/admin`);
    let queue = await openTab(admin, 'Partners');
    await queue.getByRole('article', { name: 'Kappa Exchange' }).getByRole('button', { name: 'Reject' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject partner?' });
    await choose(admin, dialog, /^Reason/, 'Needs more detail');
    await dialog.getByRole('textbox', { name: 'Admin note' }).fill('Add your website and trading volumes.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await admin.getByText('Partner status updated').waitFor();

    await owner.reload();
    await owner.getByText('Reason: Needs more detail.').waitFor();
    await owner.getByText('You may correct it and re-apply now.').waitFor();
    await owner.getByText('Add your website and trading volumes.').first().waitFor();
    await owner.getByRole('button', { name: 'Re-apply' }).click();
    const edit = owner.getByRole('form', { name: 'Re-apply as a partner' });
    await expect.poll(() => field(edit, 'Company Name').inputValue()).toBe('Kappa Exchange');
    await field(edit, 'Website').fill('not a url');
    await edit.getByRole('button', { name: 'Re-apply' }).click();
    await edit.getByText('Website must be a valid http(s) URL').waitFor();
    await field(edit, 'Website').fill('https://kappa.example');
    await field(edit, 'Description').fill('Spot exchange, 40M USD daily volume.');
    await edit.getByRole('button', { name: 'Re-apply' }).click();
    await owner.getByText('Partner application sent for review again.').waitFor();
    await owner.getByText('Pending approval').waitFor();
    await owner.getByRole('button', { name: 'Withdraw' }).waitFor();

    await owner.getByRole('button', { name: 'Show timeline' }).click();
    const timeline = owner.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('You submitted it').waitFor();
    await timeline.getByText('An admin rejected it (Needs more detail)').waitFor();
    await timeline.getByText('You resubmitted it').waitFor();
    expect(await timeline.getByRole('listitem').count()).toBe(3);
    await screenshot(owner, 'partner-profile-timeline');

    await admin.reload();
    queue = await openTab(admin, 'Partners');
    const back = queue.getByRole('article', { name: 'Kappa Exchange' });
    await back.getByRole('button', { name: 'Approve' }).waitFor();
    await back.getByText(requestId, { exact: false }).waitFor();
    await back.getByText('Spot exchange, 40M USD daily volume.').waitFor();
    await back.getByRole('button', { name: 'History' }).click();
    await back.getByRole('list', { name: 'Timeline' }).getByText('The owner resubmitted it').waitFor();
  });

  it('withdraws a pending application after confirming, on a phone', async () => {
    const owner = await freshPage(await browser(), { width: 390, height: 844 });
    await signUp(owner, server.baseUrl, 'withdraw_owner', 'secret123');
    await owner.goto(`${server.baseUrl}/partner-dashboard`);
    await owner.getByRole('button', { name: 'Create Partner Profile' }).click();
    await field(owner, 'Company Name').fill('Lambda Labs');
    await field(owner, 'Referral Code').fill('LAMBDA2026');
    await owner.getByRole('button', { name: 'Create Profile' }).click();
    await owner.getByText('Partner profile created!').waitFor();
    await owner.getByRole('button', { name: 'Withdraw' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Withdraw Lambda Labs?' });
    await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await owner.getByText('You withdrew this partner application. You can correct it and re-apply.').waitFor();
    await owner.getByRole('button', { name: 'Re-apply' }).waitFor();
    expect(await owner.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    await expectNoHorizontalOverflow(owner);
  });
});
