import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListedUser } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { payoutAddressChange } from '../../../test-support/fixtures';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { UsersTab } from './UsersTab';

const LIST = '/api/admin/users';

const listed = (overrides: Partial<ListedUser> = {}): ListedUser => ({
  id: 5,
  username: 'grace',
  role: 'user',
  email: 'grace@example.com',
  emailVerified: true,
  createdAt: '2026-01-02T10:00:00.000Z',
  disabled: false,
  disabledAt: null,
  twoFactorEnabled: false,
  wallets: [],
  partnerProfile: null,
  ...overrides,
});

const { partnerProfile: _partnerProfile, ...grace } = listed();

const page = (items: unknown[]) =>
  new Response(JSON.stringify({ success: true, data: items }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(items.length) },
  });

// The signed-in admin is user 1.
const renderTab = (api: FetchStub) => ({
  api,
  ...renderWithProviders(<UsersTab enabled />, { path: '/admin', user: sessionUser('admin') }),
});

const row = async (username: string) => {
  const table = await screen.findByRole('table', { name: 'Users' });
  return within(table).getByText(username).closest('tr') as HTMLElement;
};

describe('UsersTab: list', () => {
  it("shows 'No users yet' for an empty list and a load failure with a retry", async () => {
    const api = stubFetch().on('GET', LIST, refusal(500, 'Boom'));
    const { user } = renderTab(api);
    expect(await screen.findByText('We could not load the users.')).toBeVisible();
    api.on('GET', LIST, page([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No users yet')).toBeVisible();
  });

  it('shows each account with its email, wallets, status and two-factor state', async () => {
    renderTab(
      stubFetch().on(
        'GET',
        LIST,
        page([
          listed({ wallets: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'] }),
          listed({ id: 6, username: 'linus', email: null, disabled: true, twoFactorEnabled: true }),
        ]),
      ),
    );
    const graceRow = await row('grace');
    expect(graceRow).toHaveTextContent('grace@example.com (verified)');
    expect(within(graceRow).getByLabelText('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toHaveTextContent(
      '0x5aAe…eAed',
    );
    expect(within(graceRow).getByText('Active')).toBeVisible();
    expect(within(graceRow).getByText('Off')).toBeVisible();
    expect(within(graceRow).getByRole('button', { name: 'Disable grace' })).toBeEnabled();

    const linusRow = await row('linus');
    expect(within(linusRow).getByText('Disabled')).toBeVisible();
    expect(within(linusRow).getByText('On')).toBeVisible();
    expect(within(linusRow).getByRole('button', { name: 'Enable linus' })).toBeEnabled();
  });

  it('does not let an admin disable their own account', async () => {
    renderTab(stubFetch().on('GET', LIST, page([listed({ id: 1, username: 'admin1', role: 'admin' })])));
    expect(within(await row('admin1')).getByRole('button', { name: 'Disable admin1' })).toBeDisabled();
  });

  it('offers "Revoke partner" for an approved partner only', async () => {
    renderTab(
      stubFetch().on(
        'GET',
        LIST,
        page([
          listed({ role: 'partner', partnerProfile: { id: 9, status: 'approved' } }),
          listed({ id: 6, username: 'linus', role: 'partner', partnerProfile: { id: 10, status: 'pending' } }),
        ]),
      ),
    );
    expect(within(await row('grace')).getByRole('button', { name: 'Revoke partner grace' })).toBeVisible();
    expect(within(await row('linus')).queryByRole('button', { name: /^Revoke partner/ })).not.toBeInTheDocument();
  });

  it('asks the server for the typed search after the pause', async () => {
    const api = stubFetch().on('GET', LIST, page([listed()]));
    const { user } = renderTab(api);
    await row('grace');
    api.on('GET', LIST, page([]));
    await fill(user, screen.getByRole('searchbox', { name: 'Search username, email or wallet' }), 'nobody');

    expect(await screen.findByText('No users match these filters')).toBeVisible();
    expect(api.requests.at(-1)?.path).toContain('q=nobody');
  });
});

describe('UsersTab: account actions', () => {
  it('disables an account after a confirmation, disabled while saving', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', LIST, page([listed()]))
      .on('POST', '/api/admin/users/5/disable', () => held.answer);
    const { user } = renderTab(api);
    await user.click(within(await row('grace')).getByRole('button', { name: 'Disable grace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable grace?' });
    expect(dialog).toHaveTextContent('They are signed out on every device at once');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    api.on('GET', LIST, page([listed({ disabled: true })]));
    held.release(data({ ...grace, disabled: true }));

    expect(await findToast('grace is signed out and cannot log in.')).toBeVisible();
    expect(api.sent('POST', '/api/admin/users/5/disable')).toHaveLength(1);
    expect(within(await row('grace')).getByRole('button', { name: 'Enable grace' })).toBeVisible();
  });

  it('enables a disabled account', async () => {
    const api = stubFetch()
      .on('GET', LIST, page([listed({ disabled: true })]))
      .on('POST', '/api/admin/users/5/enable', data(grace));
    const { user } = renderTab(api);
    await user.click(within(await row('grace')).getByRole('button', { name: 'Enable grace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable grace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Enable account' }));

    expect(await findToast('grace can log in again.')).toBeVisible();
    expect(api.sent('POST', '/api/admin/users/5/enable')).toHaveLength(1);
  });

  it('says "Not saved" and keeps the dialog open when the change is refused', async () => {
    const { user } = renderTab(
      stubFetch()
        .on('GET', LIST, page([listed()]))
        .on('POST', '/api/admin/users/5/disable', refusal(409, 'The last admin cannot be disabled')),
    );
    await user.click(within(await row('grace')).getByRole('button', { name: 'Disable grace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable grace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    expect(await findToast('The last admin cannot be disabled')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Disable account' })).toBeEnabled();
  });

  it('shows a password-reset link once, with a copy button', async () => {
    const issued = { user: grace, link: 'https://app.example/reset?token=abc', expiresAt: '2026-01-03T10:00:00.000Z' };
    const api = stubFetch()
      .on('GET', LIST, page([listed()]))
      .on('POST', '/api/admin/users/5/password-reset-link', data(issued, 201));
    const { user } = renderTab(api);
    await user.click(within(await row('grace')).getByRole('button', { name: 'Reset link for grace' }));

    const dialog = await screen.findByRole('dialog', { name: 'Password-reset link for grace' });
    expect(within(dialog).getByRole('textbox', { name: 'Reset link' })).toHaveValue(issued.link);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await findToast('The reset link is on your clipboard.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(issued.link);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Password-reset link for grace' })).not.toBeInTheDocument();
  });

  it('says "No link issued" when the server refuses the link', async () => {
    const { user } = renderTab(
      stubFetch()
        .on('GET', LIST, page([listed()]))
        .on('POST', '/api/admin/users/5/password-reset-link', refusal(409, 'The account is disabled')),
    );
    await user.click(within(await row('grace')).getByRole('button', { name: 'Reset link for grace' }));
    expect(await findToast('No link issued')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('revokes an approved partner with the required reason', async () => {
    const api = stubFetch()
      .on('GET', LIST, page([listed({ role: 'partner', partnerProfile: { id: 9, status: 'approved' } })]))
      .on('POST', '/api/admin/partners/9/revoke', data({ id: 9 }));
    const { user } = renderTab(api);
    await user.click(within(await row('grace')).getByRole('button', { name: 'Revoke partner grace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke partner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke partner' }));
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription(
      /^A reason is required/,
    );
    expect(api.sent('POST', '/api/admin/partners/9/revoke')).toEqual([]);

    await fill(user, within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Spam campaigns');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke partner' }));
    expect(await findToast('The partner is revoked.')).toBeVisible();
    expect(api.sent('POST', '/api/admin/partners/9/revoke')[0]?.body).toEqual({ reason: 'Spam campaigns' });
  });
});

describe('UsersTab: payout address', () => {
  const PAYOUT = '/api/admin/users/5/payout-address';
  const partner = listed({ role: 'partner', partnerProfile: { id: 9, status: 'approved' } });
  const current = payoutAddressChange();
  const pending = payoutAddressChange({
    id: 2,
    address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    chainId: 1,
    status: 'pending',
    requestedAt: '2026-03-01T09:00:00.000Z',
    effectiveAt: '2026-03-03T09:00:00.000Z',
    requestedFrom: '198.51.100.4 · Chrome',
  });

  it('offers "Payout address" for partners only', async () => {
    renderTab(stubFetch().on('GET', LIST, page([partner, listed({ id: 6, username: 'linus' })])));
    expect(within(await row('grace')).getByRole('button', { name: 'Payout address of grace' })).toBeVisible();
    expect(within(await row('linus')).queryByRole('button', { name: /^Payout address/ })).not.toBeInTheDocument();
  });

  it('shows the current address, the pending change and the history in a dialog', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', LIST, page([partner]))
      .on('GET', PAYOUT, () => held.answer);
    const { user } = renderTab(api);
    await user.click(within(await row('grace')).getByRole('button', { name: 'Payout address of grace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payout address of grace' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...');
    held.release(data({ current, pending, history: [pending, current] }));

    expect(await within(dialog).findByText(/Base · since Jan 4, 2026/)).toBeVisible();
    expect(within(dialog).getByText(/Effective on Mar 3, 2026/)).toBeVisible();
    const items = within(within(dialog).getByRole('list', { name: 'Payout address history' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Pending');
    expect(items[0]).toHaveTextContent('Requested from 198.51.100.4 · Chrome');
    expect(items[1]).toHaveTextContent('Active');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the partner never chose one, and shows a load failure with a retry', async () => {
    const api = stubFetch()
      .on('GET', LIST, page([partner]))
      .on('GET', PAYOUT, refusal(500, 'Boom'));
    const { user } = renderTab(api);
    await user.click(within(await row('grace')).getByRole('button', { name: 'Payout address of grace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payout address of grace' });
    expect(await within(dialog).findByText('We could not load the payout address.')).toBeVisible();
    api.on('GET', PAYOUT, data({ current: null, pending: null, history: [] }));
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No payout address yet')).toBeVisible();
    expect(within(dialog).getByText('No change waiting')).toBeVisible();
    expect(within(dialog).getByText('No changes yet')).toBeVisible();
  });
});
