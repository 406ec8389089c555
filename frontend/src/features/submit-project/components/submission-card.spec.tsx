import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectSubmission } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { projectSubmission } from '../../../test-support/fixtures';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { SubmissionCard } from './SubmissionCard';

const SUBMISSION = '/api/project-submissions/1';

const submission = (overrides: Partial<ProjectSubmission> = {}) =>
  projectSubmission({ description: 'A swap', ...overrides });

const renderCard = (api: FetchStub, shown = submission()) => ({
  api: api.on('GET', '/api/project-submissions', data([shown])),
  ...renderWithProviders(<SubmissionCard submission={shown} />, { user: sessionUser('user') }),
});

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('SubmissionCard and the edit dialog', () => {
  async function openEdit(api: FetchStub) {
    const rendered = renderCard(api);
    await rendered.user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit submission PS-0001' });
    return { ...rendered, dialog };
  }

  it('starts from the submission as it is', async () => {
    const { dialog } = await openEdit(stubFetch());
    expect(dialog).toHaveTextContent('It stays in the review queue with your changes.');
    expect(field(dialog, 'Project Name')).toHaveValue('Moonswap');
    expect(field(dialog, 'Website')).toHaveValue('https://moonswap.io');
    expect(within(dialog).getByRole('radio', { name: /Free/ })).toBeChecked();
  });

  it('checks the fields before sending', async () => {
    const { user, api, dialog } = await openEdit(stubFetch());
    await user.clear(field(dialog, 'Project Name'));
    await user.clear(field(dialog, 'Website'));
    await fill(user, field(dialog, 'Website'), 'moonswap.io');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(field(dialog, 'Project Name')).toHaveAccessibleDescription('Project name is required');
    expect(field(dialog, 'Website')).toHaveAccessibleDescription(
      'Website must be a valid URL starting with http:// or https://',
    );
    expect(api.sent('PUT', SUBMISSION)).toEqual([]);
  });

  it('saves the changes, reading "Saving..." meanwhile, and closes', async () => {
    const held = heldAnswer();
    const { user, api, dialog } = await openEdit(stubFetch().on('PUT', SUBMISSION, () => held.answer));
    await user.type(field(dialog, 'Description'), ' for everyone');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release(data(submission({ description: 'A swap for everyone' })));
    expect(await findToast('Your changes are saved.')).toBeVisible();
    expect(api.sent('PUT', SUBMISSION)[0]?.body).toMatchObject({
      projectName: 'Moonswap',
      category: 'DeFi',
      description: 'A swap for everyone',
      website: 'https://moonswap.io',
      listingType: 'free',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Error' with the server's reason and keeps the dialog open", async () => {
    const { user, dialog } = await openEdit(
      stubFetch().on('PUT', SUBMISSION, refusal(409, 'The submission was decided meanwhile')),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await findToast('The submission was decided meanwhile')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(field(dialog, 'Project Name')).toHaveValue('Moonswap');
  });

  it('withdraws a pending submission after a confirmation', async () => {
    const { user, api } = renderCard(
      stubFetch().on('POST', `${SUBMISSION}/withdraw`, data(submission({ verificationStatus: 'withdrawn' }))),
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Moonswap?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await findToast('Submission withdrawn.')).toBeVisible();
    expect(api.sent('POST', `${SUBMISSION}/withdraw`)).toHaveLength(1);
  });

  it("falls back to 'Failed to withdraw the submission' when the refusal has no message", async () => {
    const { user } = renderCard(stubFetch().on('POST', `${SUBMISSION}/withdraw`, new Response(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Moonswap?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await findToast('Failed to withdraw the submission')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('resubmits a rejected submission once its reason allows it', async () => {
    const rejected = submission({
      verificationStatus: 'rejected',
      adminNotes: 'Add the team page',
      reasonCode: 'needs_more_detail',
      reasonLabel: 'Needs more detail',
      resubmission: { allowed: true, from: '2026-01-03T00:00:00.000Z' },
    });
    const { user, api } = renderCard(stubFetch().on('POST', `${SUBMISSION}/resubmit`, data(submission())), rejected);
    expect(screen.getByText(/^Reason: Needs more detail/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit and resubmit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit and resubmit PS-0001' });
    await user.click(within(dialog).getByRole('button', { name: 'Resubmit for review' }));

    expect(await findToast('Submission resubmitted for review.')).toBeVisible();
    expect(api.sent('POST', `${SUBMISSION}/resubmit`)[0]?.body).toMatchObject({ projectName: 'Moonswap' });
  });

  it('offers no resubmission for a duplicate', () => {
    renderCard(
      stubFetch(),
      submission({
        verificationStatus: 'rejected',
        reasonCode: 'duplicate',
        reasonLabel: 'Duplicate',
        resubmission: { allowed: false, from: null },
      }),
    );
    expect(screen.getByText(/This submission cannot be resubmitted\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit and resubmit' })).not.toBeInTheDocument();
  });
});
