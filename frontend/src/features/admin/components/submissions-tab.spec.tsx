import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectSubmission } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { projectSubmission } from '../../../test-support/fixtures';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { localToday } from '../utils/listing-payment';
import { SubmissionsTab } from './SubmissionsTab';

const LIST = '/api/project-submissions/all';

/** A submission as the admin list gives it; pending ones carry their review state. */
function submission(overrides: Partial<ProjectSubmission> = {}) {
  const base = projectSubmission(overrides);
  return base.verificationStatus === 'pending'
    ? { ...base, reviewTargetHours: 48, overdue: false, claimedBy: null }
    : base;
}

const page = (items: unknown[], headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ success: true, data: items }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(items.length), ...headers },
  });

function renderTab(api: FetchStub) {
  api.on('GET', '/api/admin/note-templates', data([]));
  return renderWithProviders(<SubmissionsTab enabled />, { path: '/admin', user: sessionUser('admin') });
}

const card = async (name: string) => {
  const list = await screen.findByRole('list', { name: 'Project submissions' });
  return within(list).getByText(name).closest('li') as HTMLElement;
};

describe('SubmissionsTab: list states', () => {
  it("shows 'No project submissions' for an empty list", async () => {
    renderTab(stubFetch().on('GET', LIST, page([])));
    expect(await screen.findByText('No project submissions')).toBeVisible();
  });

  it('shows a load failure with a retry on a 500', async () => {
    const api = stubFetch().on('GET', LIST, refusal(500, 'Boom'));
    const { user } = renderTab(api);
    expect(await screen.findByText('We could not load the project submissions.')).toBeVisible();

    api.on('GET', LIST, page([submission()]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Moonswap')).toBeVisible();
  });

  it("shows the server's reason for a 400 with a way to clear the filters", async () => {
    renderTab(stubFetch().on('GET', LIST, refusal(400, 'The page link is no longer valid')));
    expect(await screen.findByText('The page link is no longer valid')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });

  it('pages forward with "Next page" and back with "Previous"', async () => {
    const api = stubFetch().on('GET', LIST, (request) =>
      request.path.includes('cursor=c2')
        ? page([submission({ id: 2, projectName: 'Sunswap' })], { 'X-Total-Count': '21' })
        : page([submission()], { 'X-Total-Count': '21', Link: `<${LIST}?limit=20&cursor=c2>; rel="next"` }),
    );
    const { user } = renderTab(api);
    await card('Moonswap');
    const paging = screen.getByRole('navigation', { name: 'Project submissions pages' });
    expect(within(paging).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(paging).getByRole('button', { name: 'Next page' }));
    expect(await card('Sunswap')).toBeVisible();
    expect(api.requests.some((request) => request.path.includes('cursor=c2'))).toBe(true);
    expect(
      within(screen.getByRole('navigation', { name: 'Project submissions pages' })).getByRole('button', {
        name: 'Next page',
      }),
    ).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await card('Moonswap')).toBeVisible();
  });

  it('asks the server for the chosen status and says when nothing matches', async () => {
    const api = stubFetch().on('GET', LIST, page([submission()]));
    const { user } = renderTab(api);
    await card('Moonswap');

    api.on('GET', LIST, page([]));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));

    expect(await screen.findByText('No project submissions match these filters')).toBeVisible();
    expect(api.requests.at(-1)?.path).toContain('status=rejected');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });
});

describe('SubmissionsTab: decisions', () => {
  it('rejects with a reason code and note, and says "Submission status updated"', async () => {
    const api = stubFetch()
      .on('GET', LIST, page([submission()]))
      .on('PATCH', '/api/project-submissions/1/status', data({ id: 1 }));
    const { user } = renderTab(api);
    await user.click(within(await card('Moonswap')).getByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject submission?' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Needs more detail' }));
    expect(within(dialog).getByText('The owner may edit and resubmit at once.')).toBeVisible();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Admin note' }), 'Add the team page');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await findToast('Submission status updated')).toBeVisible();
    expect(api.sent('PATCH', '/api/project-submissions/1/status')[0]?.body).toEqual({
      verificationStatus: 'rejected',
      adminNotes: 'Add the team page',
      reasonCode: 'needs_more_detail',
    });
  });

  it('asks for a note before approving and sends an empty note as ""', async () => {
    const api = stubFetch()
      .on('GET', LIST, page([submission()]))
      .on('PATCH', '/api/project-submissions/1/status', data({ id: 1 }));
    const { user } = renderTab(api);
    await user.click(within(await card('Moonswap')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve submission?' });
    expect(dialog).toHaveTextContent('The project is added to the public directory.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await findToast('Submission status updated');
    expect(api.sent('PATCH', '/api/project-submissions/1/status')[0]?.body).toEqual({
      verificationStatus: 'approved',
      adminNotes: '',
    });
  });

  it('disables the dialog while the decision is on its way', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', LIST, page([submission()]))
      .on('PATCH', '/api/project-submissions/1/status', () => held.answer);
    const { user } = renderTab(api);
    await user.click(within(await card('Moonswap')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject submission?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release(data({ id: 1 }));
    await findToast('Submission status updated');
  });

  it("says 'Failed to update submission' and shows the server's reason beside the list on a 409", async () => {
    const api = stubFetch()
      .on('GET', LIST, page([submission()]))
      .on('PATCH', '/api/project-submissions/1/status', refusal(409, 'Already decided by another admin'));
    const { user } = renderTab(api);
    await user.click(within(await card('Moonswap')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject submission?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await findToast('Failed to update submission')).toBeVisible();
    expect(await screen.findAllByText('Moonswap: Already decided by another admin')).not.toHaveLength(0);
  });
});

describe('SubmissionsTab: payments', () => {
  const unpaidFeatured = () => submission({ listingType: 'featured', paymentStatus: 'pending' });

  it('"Approve without payment…" requires its note, then sends the override', async () => {
    const api = stubFetch()
      .on('GET', LIST, page([unpaidFeatured()]))
      .on('PATCH', '/api/project-submissions/1/status', data({ id: 1 }));
    const { user } = renderTab(api);
    await user.click(within(await card('Moonswap')).getByRole('button', { name: 'Approve without payment…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Moonswap without payment?' });

    await user.click(within(dialog).getByRole('button', { name: 'Approve without payment' }));
    expect(within(dialog).getByRole('textbox', { name: /^Admin note/ })).toHaveAccessibleDescription(
      'A note is required: say why it is approved before the payment',
    );
    expect(api.sent('PATCH', '/api/project-submissions/1/status')).toEqual([]);

    await fill(user, within(dialog).getByRole('textbox', { name: /^Admin note/ }), ' Invoice agreed by phone ');
    await user.click(within(dialog).getByRole('button', { name: 'Approve without payment' }));
    expect(await findToast('Submission status updated')).toBeVisible();
    expect(api.sent('PATCH', '/api/project-submissions/1/status')[0]?.body).toEqual({
      verificationStatus: 'approved',
      adminNotes: 'Invoice agreed by phone',
      overridePayment: true,
    });
  });

  it('"Record payment" checks amount and reference, then sends them with the day paid', async () => {
    const api = stubFetch()
      .on('GET', LIST, page([unpaidFeatured()]))
      .on('POST', '/api/project-submissions/1/payment', data({ id: 1 }, 201));
    const { user } = renderTab(api);
    await user.click(within(await card('Moonswap')).getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment for Moonswap' });

    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveAccessibleDescription(
      'Enter the amount paid',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Reference/ })).toHaveAccessibleDescription(
      'Enter the invoice or transfer reference',
    );

    await fill(user, within(dialog).getByRole('textbox', { name: /^Amount/ }), '499.5');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Reference/ }), 'INV-7');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await findToast('Payment recorded')).toBeVisible();
    expect(api.sent('POST', '/api/project-submissions/1/payment')[0]?.body).toEqual({
      amount: 499.5,
      reference: 'INV-7',
      paidOn: localToday(),
    });
  });

  it("keeps the payment dialog open with the server's reason on a 409", async () => {
    const api = stubFetch()
      .on('GET', LIST, page([unpaidFeatured()]))
      .on('POST', '/api/project-submissions/1/payment', refusal(409, 'The payment is already recorded'));
    const { user } = renderTab(api);
    await user.click(within(await card('Moonswap')).getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment for Moonswap' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Amount/ }), '499');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Reference/ }), 'INV-7');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    expect(await findToast('Failed to record payment')).toBeVisible();
    expect(await within(dialog).findByText('The payment is already recorded')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Record payment' })).toBeEnabled();
  });

  it('"Mark paid…" records one payment for each selected listing and reports the result', async () => {
    const api = stubFetch()
      .on('GET', LIST, page([unpaidFeatured(), { ...unpaidFeatured(), id: 2, projectName: 'Sunswap' }]))
      .on(
        'POST',
        '/api/admin/bulk-payments',
        data([
          { id: 1, ok: true, outcome: 'completed' },
          { id: 2, ok: true, outcome: 'completed' },
        ]),
      );
    const { user } = renderTab(api);
    await card('Moonswap');
    await user.click(screen.getByRole('checkbox', { name: 'Select Moonswap' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sunswap' }));
    const bar = screen.getByRole('region', { name: 'Selected items' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Mark paid…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Record payment for 2 listings' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Amount/ }), '500');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Reference/ }), 'BATCH-1');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));

    expect(await findToast('2 marked paid')).toBeVisible();
    expect(api.sent('POST', '/api/admin/bulk-payments')[0]?.body).toEqual({
      ids: [1, 2],
      amount: 500,
      reference: 'BATCH-1',
      paidOn: localToday(),
    });
  });
});

describe('SubmissionsTab: reversing a decision', () => {
  it('"Reopen…" requires a reason, then sends it and says the submission is back in the queue', async () => {
    const api = stubFetch()
      .on('GET', LIST, page([submission({ verificationStatus: 'approved' })]))
      .on('POST', '/api/project-submissions/1/reopen', data({ id: 1 }));
    const { user } = renderTab(api);
    await user.click(within(await card('Moonswap')).getByRole('button', { name: 'Reopen… Moonswap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen submission?' });

    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription(
      /^A reason is required/,
    );
    expect(api.sent('POST', '/api/project-submissions/1/reopen')).toEqual([]);

    await fill(user, within(dialog).getByRole('textbox', { name: /^Reason/ }), ' Approved by mistake ');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await findToast('The submission is back in the queue.')).toBeVisible();
    expect(api.sent('POST', '/api/project-submissions/1/reopen')[0]?.body).toEqual({ reason: 'Approved by mistake' });
  });

  it("shows the server's refusal in the dialog", async () => {
    const api = stubFetch()
      .on('GET', LIST, page([submission({ verificationStatus: 'rejected' })]))
      .on('POST', '/api/project-submissions/1/reopen', refusal(409, 'The owner already resubmitted it'));
    const { user } = renderTab(api);
    await user.click(within(await card('Moonswap')).getByRole('button', { name: 'Reopen… Moonswap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen submission?' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Wrong call');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));

    expect(await findToast('Reopen submission failed')).toBeVisible();
    expect(await within(dialog).findByText('The owner already resubmitted it')).toBeVisible();
  });
});
