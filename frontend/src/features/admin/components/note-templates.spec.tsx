import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import type { NoteTemplate } from '../api/use-note-templates';
import { NoteTemplatesButton } from './NoteTemplatesDialog';

const TEMPLATES = '/api/admin/note-templates';

const template = (overrides: Partial<NoteTemplate> = {}): NoteTemplate => ({
  id: 3,
  label: 'Team page',
  reasonCode: 'needs_more_detail',
  body: 'Add a page about the team.',
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

async function openDialog(api: FetchStub) {
  const rendered = renderWithProviders(<NoteTemplatesButton />, { path: '/admin', user: sessionUser('admin') });
  await rendered.user.click(screen.getByRole('button', { name: 'Saved reasons' }));
  const dialog = await screen.findByRole('dialog', { name: 'Saved reasons' });
  return { ...rendered, api, dialog };
}

describe('NoteTemplatesDialog', () => {
  it('reads the saved reasons only once opened, and says when there are none', async () => {
    const api = stubFetch().on('GET', TEMPLATES, data([]));
    const { user } = renderWithProviders(<NoteTemplatesButton />, { path: '/admin', user: sessionUser('admin') });
    expect(api.requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Saved reasons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved reasons' });
    expect(await within(dialog).findByText('No saved reasons yet.')).toBeVisible();
    expect(api.sent('GET', `${TEMPLATES}?limit=100`)).toHaveLength(1);
  });

  it('shows a loader, then each saved reason with its reason code', async () => {
    const held = heldAnswer();
    const { dialog } = await openDialog(stubFetch().on('GET', TEMPLATES, () => held.answer));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading saved reasons…');
    held.release(
      data([template(), template({ id: 4, label: 'Duplicate', reasonCode: null, body: 'Listed already.' })]),
    );

    const list = await within(dialog).findByRole('list', { name: 'Saved reasons' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Team page');
    expect(first).toHaveTextContent('Reason: Needs more detail');
    expect(second).toHaveTextContent('Listed already.');
    expect(second).not.toHaveTextContent('Reason:');
  });

  it('shows a load failure with a retry', async () => {
    const api = stubFetch().on('GET', TEMPLATES, refusal(500, 'Boom'));
    const { user, dialog } = await openDialog(api);
    expect(await within(dialog).findByText('Saved reasons could not be loaded.')).toBeVisible();
    api.on('GET', TEMPLATES, data([template()]));
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('list', { name: 'Saved reasons' })).toHaveTextContent('Team page');
  });

  it('requires a label and a note before adding, and sends nothing', async () => {
    const api = stubFetch().on('GET', TEMPLATES, data([]));
    const { user, dialog } = await openDialog(api);
    await user.click(within(dialog).getByRole('button', { name: 'Add saved reason' }));
    const form = within(dialog).getByRole('form', { name: 'Add saved reason' });
    await user.click(within(form).getByRole('button', { name: 'Add saved reason' }));

    expect(within(form).getByRole('textbox', { name: /^Label/ })).toHaveAccessibleDescription(
      'Give the saved reason a label. 0/80',
    );
    expect(within(form).getByRole('textbox', { name: /^Note/ })).toHaveAccessibleDescription(
      'Write the note to save. 0/1000',
    );
    expect(api.sent('POST', TEMPLATES)).toEqual([]);
  });

  it('adds a trimmed saved reason with its reason code and lists it', async () => {
    const api = stubFetch()
      .on('GET', TEMPLATES, data([]))
      .on('POST', TEMPLATES, data(template({ id: 8, label: 'Audit', reasonCode: 'cannot_verify' }), 201));
    const { user, dialog } = await openDialog(api);
    await within(dialog).findByText('No saved reasons yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Add saved reason' }));
    const form = within(dialog).getByRole('form', { name: 'Add saved reason' });
    await fill(user, within(form).getByRole('textbox', { name: /^Label/ }), ' Audit ');
    await user.click(within(form).getByRole('combobox', { name: 'Reason code' }));
    await user.click(await screen.findByRole('option', { name: 'Cannot verify' }));
    await fill(user, within(form).getByRole('textbox', { name: /^Note/ }), ' Send the audit report. ');
    api.on('GET', TEMPLATES, data([template({ id: 8, label: 'Audit', reasonCode: 'cannot_verify' })]));
    await user.click(within(form).getByRole('button', { name: 'Add saved reason' }));

    expect(await findToast('Added "Audit"')).toBeVisible();
    expect(api.sent('POST', TEMPLATES)[0]?.body).toEqual({
      label: 'Audit',
      reasonCode: 'cannot_verify',
      body: 'Send the audit report.',
    });
    expect(await within(dialog).findByRole('list', { name: 'Saved reasons' })).toHaveTextContent('Audit');
    expect(within(dialog).queryByRole('form', { name: 'Add saved reason' })).not.toBeInTheDocument();
  });

  it("keeps the form with the server's refusal", async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', TEMPLATES, data([]))
      .on('POST', TEMPLATES, () => held.answer);
    const { user, dialog } = await openDialog(api);
    await user.click(within(dialog).getByRole('button', { name: 'Add saved reason' }));
    const form = within(dialog).getByRole('form', { name: 'Add saved reason' });
    await fill(user, within(form).getByRole('textbox', { name: /^Label/ }), 'Audit');
    await fill(user, within(form).getByRole('textbox', { name: /^Note/ }), 'Send the audit report.');
    await user.click(within(form).getByRole('button', { name: 'Add saved reason' }));

    expect(within(form).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release(refusal(409, 'A saved reason with this label exists'));
    expect(await findToast('The saved reason could not be saved')).toBeVisible();
    expect(await within(form).findByRole('alert')).toHaveTextContent('A saved reason with this label exists');
    expect(within(form).getByRole('textbox', { name: /^Label/ })).toHaveValue('Audit');
  });

  it('edits a saved reason in place', async () => {
    const api = stubFetch()
      .on('GET', TEMPLATES, data([template()]))
      .on('PATCH', `${TEMPLATES}/3`, data(template({ label: 'Team page, again' })));
    const { user, dialog } = await openDialog(api);
    await user.click(await within(dialog).findByRole('button', { name: 'Edit Team page' }));
    const form = within(dialog).getByRole('form', { name: 'Save changes' });
    expect(within(form).getByRole('textbox', { name: /^Note/ })).toHaveValue('Add a page about the team.');
    await user.type(within(form).getByRole('textbox', { name: /^Label/ }), ', again');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await findToast('Changed "Team page, again"')).toBeVisible();
    expect(api.sent('PATCH', `${TEMPLATES}/3`)[0]?.body).toEqual({
      label: 'Team page, again',
      reasonCode: 'needs_more_detail',
      body: 'Add a page about the team.',
    });
  });

  it('deletes a saved reason after a confirmation', async () => {
    const api = stubFetch()
      .on('GET', TEMPLATES, data([template()]))
      .on('DELETE', `${TEMPLATES}/3`, new Response(null, { status: 204 }));
    const { user, dialog } = await openDialog(api);
    await user.click(await within(dialog).findByRole('button', { name: 'Delete Team page' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved reason?' });
    expect(confirm).toHaveTextContent('Team page leaves the Saved reason select.');
    api.on('GET', TEMPLATES, data([]));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await findToast('Saved reason "Team page" deleted')).toBeVisible();
    expect(api.sent('DELETE', `${TEMPLATES}/3`)).toHaveLength(1);
    expect(await within(dialog).findByText('No saved reasons yet.')).toBeVisible();
  });

  it("keeps the delete confirmation open with the server's refusal", async () => {
    const { user, dialog } = await openDialog(
      stubFetch()
        .on('GET', TEMPLATES, data([template()]))
        .on('DELETE', `${TEMPLATES}/3`, refusal(404, 'Saved reason not found')),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Delete Team page' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved reason?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await findToast('Deleting the saved reason failed')).toBeVisible();
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Saved reason not found');
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
