import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession, signedUpSession } from './support/api-session';
import { useAppAndBrowser } from './support/app-and-browser';
import { choose, expectNoHorizontalOverflow, freshPage, logIn, snap } from './support/ui';

const ADMIN = { username: 'reasoner', password: 'reasoner-password' };

const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});

let adminApi: ApiSession;

beforeAll(async () => {
  const owner = await signedUpSession(server.baseUrl, 'nebula_owner');
  for (const projectName of ['Nebula Vault', 'Nebula Bridge']) {
    await owner.send('POST', '/api/project-submissions', {
      projectName,
      category: 'DeFi',
      description: 'Routes liquidity across chains.',
      website: 'https://nebula.example',
      logo: '',
      twitter: '',
      telegram: '',
      listingType: 'free',
      paymentStatus: 'completed',
      verificationStatus: 'pending',
    });
  }
  adminApi = new ApiSession(server.baseUrl);
  await adminApi.expect('POST', '/api/auth/login', ADMIN, 200);
}, 120_000);

const savedReasonsDialog = (page: Page) => page.getByRole('dialog', { name: 'Saved reasons' });

interface Decided {
  projectName: string;
  adminNotes: string | null;
  reasonCode: string | null;
}

describe('saved reasons', () => {
  it('an admin saves a reason, then rejects a submission with it', { timeout: 180_000 }, async () => {
    const page = await freshPage(browser, { width: 1280, height: 900 });
    await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${server.baseUrl}/admin#submissions`);

    // By keyboard: the dashboard's button opens the empty list.
    await page.getByRole('button', { name: 'Saved reasons' }).focus();
    await page.keyboard.press('Enter');
    const manage = savedReasonsDialog(page);
    await manage.getByText('No saved reasons yet.').waitFor();

    await manage.getByRole('button', { name: 'Add saved reason' }).click();
    const form = manage.getByRole('form', { name: 'Add saved reason' });
    await form.getByRole('button', { name: 'Add saved reason' }).click();
    await form.getByText(/Give the saved reason a label\./).waitFor();
    await form.getByText(/Write the note to save\./).waitFor();
    await form.getByRole('textbox', { name: 'Label' }).fill('Missing audit');
    await choose(page, form, /Reason code/, 'Needs more detail');
    await form.getByRole('textbox', { name: 'Note' }).fill('Please add the audit report.');
    await form.getByRole('button', { name: 'Add saved reason' }).click();
    await page.getByText('Added "Missing audit"').waitFor();
    const list = manage.getByRole('list', { name: 'Saved reasons' });
    await list.getByText('Please add the audit report.').waitFor();

    // The same label in another letter case is refused by the server, in the form.
    await manage.getByRole('button', { name: 'Add saved reason' }).click();
    await form.getByRole('textbox', { name: 'Label' }).fill('missing AUDIT');
    await form.getByRole('textbox', { name: 'Note' }).fill('Another note.');
    await form.getByRole('button', { name: 'Add saved reason' }).click();
    await form.getByText('A saved reason labelled "missing AUDIT" already exists').waitFor();
    await form.getByRole('textbox', { name: 'Label' }).fill('Temporary');
    await form.getByRole('button', { name: 'Add saved reason' }).click();
    await list.getByText('Another note.').waitFor();

    // Edit, then delete after confirming.
    await list.getByRole('button', { name: 'Edit Temporary' }).click();
    const edit = manage.getByRole('form', { name: 'Save changes' });
    await edit.getByRole('textbox', { name: 'Note' }).fill('Changed note.');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await list.getByText('Changed note.').waitFor();
    await list.getByRole('button', { name: 'Delete Temporary' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete saved reason?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Saved reason "Temporary" deleted').waitFor();
    await list.getByText('Changed note.').waitFor({ state: 'detached' });
    await snap(page, 'saved-reasons-dialog');
    await manage.getByRole('button', { name: 'Close' }).click();
    await manage.waitFor({ state: 'hidden' });

    // Rejecting with the saved reason fills the reason code and the note, which stays editable.
    const panel = page.getByRole('tabpanel', { name: 'Submissions' });
    const vault = panel.getByRole('article', { name: 'Nebula Vault' });
    await vault.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject submission?' });
    await choose(page, dialog, /Saved reason/, 'Missing audit');
    const note = dialog.getByRole('textbox', { name: 'Admin note' });
    expect(await note.inputValue()).toBe('Please add the audit report.');
    expect(await dialog.getByRole('combobox', { name: /^Reason/ }).innerText()).toContain('Needs more detail');
    await note.fill('Please add the audit report for version 2.');
    await snap(page, 'saved-reason-in-decision');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A note typed in the dialog is saved as a new reason from there.
    const bridge = panel.getByRole('article', { name: 'Nebula Bridge' });
    await bridge.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByRole('textbox', { name: 'Admin note' }).fill('The website does not load.');
    await dialog.getByRole('button', { name: 'Save this note as a template' }).click();
    const label = dialog.getByRole('textbox', { name: 'Label for this saved reason' });
    expect(await label.inputValue()).toBe('The website does not load.');
    await label.fill('Website down');
    await label.press('Enter');
    await page.getByText('Saved reason "Website down" added').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const decided = await adminApi.send<Decided[]>('GET', '/api/project-submissions/all?q=nebula&status=rejected');
    expect(decided.map(({ projectName, adminNotes, reasonCode }) => ({ projectName, adminNotes, reasonCode }))).toEqual(
      [
        {
          projectName: 'Nebula Vault',
          adminNotes: 'Please add the audit report for version 2.',
          reasonCode: 'needs_more_detail',
        },
      ],
    );
    const saved = await adminApi.send<{ label: string; body: string; reasonCode: string | null }[]>(
      'GET',
      '/api/admin/note-templates',
    );
    expect(saved.map(({ label: name, body, reasonCode }) => ({ name, body, reasonCode }))).toEqual([
      { name: 'Missing audit', body: 'Please add the audit report.', reasonCode: 'needs_more_detail' },
      { name: 'Website down', body: 'The website does not load.', reasonCode: 'other' },
    ]);
    await page.close();
  });

  it('fits a phone', async () => {
    const page = await freshPage(browser, { width: 360, height: 780 });
    await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${server.baseUrl}/admin#submissions`);
    await page.getByRole('button', { name: 'Saved reasons' }).click();
    const manage = savedReasonsDialog(page);
    await manage.getByRole('list', { name: 'Saved reasons' }).getByText('Missing audit').waitFor();
    const box = await manage.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await expectNoHorizontalOverflow(page);
    await snap(page, 'saved-reasons-phone');
    await page.close();
  });
});
