import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { linkedWallet, partnerProfile, payoutAddressChange } from '../../../test-support/fixtures';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { PayoutAddressTab } from './PayoutAddressTab';

const PAYOUT = '/api/partner/payout-address';
const WALLETS = '/api/account/wallets';
const TWO_FACTOR = '/api/account/two-factor';

const ledger = linkedWallet();
const trezor = linkedWallet({
  id: 4,
  name: 'Trezor',
  address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  chainId: 1,
});

const current = payoutAddressChange();
const pending = payoutAddressChange({
  id: 2,
  address: trezor.address,
  chainId: 10,
  status: 'pending',
  requestedAt: '2026-03-01T09:00:00.000Z',
  effectiveAt: '2026-03-03T09:00:00.000Z',
  requestedFrom: '198.51.100.4 · Chrome',
});
const cancelled = payoutAddressChange({
  id: 3,
  address: trezor.address,
  chainId: 1,
  status: 'cancelled',
  requestedAt: '2026-02-01T09:00:00.000Z',
  effectiveAt: '2026-02-03T09:00:00.000Z',
  cancelledAt: '2026-02-01T10:00:00.000Z',
});

const noAddress = { current: null, pending: null, history: [] };

const stubs = (state: unknown = noAddress, wallets: unknown[] = [ledger, trezor], twoFactor = false) =>
  stubFetch()
    .on('GET', PAYOUT, data(state))
    .on('GET', WALLETS, data(wallets))
    .on('GET', TWO_FACTOR, data({ enabled: twoFactor, recoveryCodesLeft: twoFactor ? 10 : 0 }));

const renderTab = (api: FetchStub, shown = partnerProfile()) => ({
  api,
  ...renderWithProviders(<PayoutAddressTab profile={shown} />, { user: sessionUser('partner') }),
});

const form = () => screen.findByRole('form', { name: 'Change payout address' });

describe('PayoutAddressTab: what it shows', () => {
  it('waits for approval and reads nothing before it', () => {
    const api = stubFetch();
    renderTab(api, partnerProfile({ status: 'pending' }));
    expect(screen.getByText(/once an admin has approved your partner profile/)).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('shows a loader, then "No payout address yet", the form and an empty history', async () => {
    const held = heldAnswer();
    renderTab(stubs().on('GET', PAYOUT, () => held.answer));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    held.release(data(noAddress));
    expect(await screen.findByText('No payout address yet')).toBeVisible();
    expect(await form()).toBeVisible();
    expect(screen.getByText('No changes yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel change' })).not.toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    const api = stubs().on('GET', PAYOUT, refusal(500, 'Boom'));
    const { user } = renderTab(api);
    expect(await screen.findByText('We could not load your payout address.')).toBeVisible();
    api.on('GET', PAYOUT, data(noAddress));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payout address yet')).toBeVisible();
  });

  it('shows the current address, the pending change with its date, and the history newest first', async () => {
    renderTab(stubs({ current, pending, history: [cancelled, current, pending] }));
    expect(await screen.findByText('Payouts go to')).toBeVisible();
    const currentLine = screen.getAllByText('0x5aAe…eAed')[0];
    expect(currentLine).toHaveAttribute('title', current.address);
    expect(screen.getByText(/Base · since Jan 4, 2026/)).toBeVisible();

    const waiting = screen.getByRole('region', { name: 'Pending change' });
    expect(waiting).toHaveTextContent('0xfB69…d359');
    expect(waiting).toHaveTextContent('OP Mainnet');
    expect(waiting).toHaveTextContent(/Effective on Mar 3, 2026/);
    expect(waiting).toHaveTextContent('Until then, payouts still go to your current address.');
    expect(within(waiting).getByRole('link', { name: 'View on explorer (opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://optimistic.etherscan.io/address/${trezor.address}`,
    );

    const items = within(screen.getByRole('list', { name: 'Payout address history' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(Active|Pending|Replaced|Cancelled)$/).textContent)).toEqual([
      'Pending',
      'Cancelled',
      'Active',
    ]);
    expect(items[0]).toHaveTextContent('Requested from 198.51.100.4 · Chrome');
    expect(items[1]).toHaveTextContent(/cancelled Feb 1, 2026/);
  });

  it('cancels the pending change after a confirmation, and says so', async () => {
    const api = stubs({ current, pending, history: [pending, current] }).on(
      'DELETE',
      `${PAYOUT}/pending`,
      data({ current, pending: null, history: [{ ...pending, status: 'cancelled' }, current] }),
    );
    const { user } = renderTab(api);
    await user.click(await screen.findByRole('button', { name: 'Cancel change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the payout address change?' });
    // Keeping it sends nothing.
    expect(api.sent('DELETE', `${PAYOUT}/pending`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel change' }));
    expect(await findToast('Payout address change cancelled')).toBeVisible();
    expect(api.sent('DELETE', `${PAYOUT}/pending`)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Pending change' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says in the dialog and a toast when the cancellation is refused', async () => {
    const api = stubs({ current, pending, history: [pending, current] }).on(
      'DELETE',
      `${PAYOUT}/pending`,
      refusal(404, 'No payout address change is waiting'),
    );
    const { user } = renderTab(api);
    await user.click(await screen.findByRole('button', { name: 'Cancel change' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel change' }));
    expect(await findToast('Change not cancelled')).toBeVisible();
    expect(within(dialog).getByText('No payout address change is waiting')).toBeVisible();
  });
});

describe('PayoutAddressTab: changing it', () => {
  const choose = async (user: ReturnType<typeof renderTab>['user'], field: string, option: string) => {
    await user.click(within(await form()).getByRole('combobox', { name: field }));
    await user.click(await screen.findByRole('option', { name: option }));
  };

  it('sends the wallet, chain and password, then shows the hold and a toast with the date', async () => {
    const answer = { current: null, pending, history: [pending] };
    const api = stubs().on('PUT', PAYOUT, data(answer));
    const { user } = renderTab(api);
    await choose(user, 'Wallet', 'Trezor · 0xfB69…d359');
    await choose(user, 'Chain', 'OP Mainnet');
    await fill(user, within(await form()).getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Request change' }));

    expect(await findToast('Payout address change requested')).toBeVisible();
    expect(await findToast(/Effective on Mar 3, 2026/)).toBeVisible();
    expect(api.sent('PUT', PAYOUT)[0]?.body).toEqual({ walletId: 4, chainId: 10, password: 'secret-pass' });
    expect(screen.getByRole('region', { name: 'Pending change' })).toHaveTextContent(/Effective on Mar 3, 2026/);
    expect(screen.getByRole('region', { name: 'Pending change' })).toHaveTextContent(
      'Until then, no payouts are sent to it.',
    );
  });

  it("takes the wallet's chain when it is an accepted one, and asks for what is missing", async () => {
    const api = stubs();
    const { user } = renderTab(api);
    await user.click(await screen.findByRole('button', { name: 'Request change' }));
    expect(within(await form()).getByText('Choose a wallet')).toBeVisible();
    expect(within(await form()).getByText('Choose a chain')).toBeVisible();
    expect(within(await form()).getByText('Enter your password')).toBeVisible();
    await choose(user, 'Wallet', 'Ledger · 0x5aAe…eAed');
    expect(within(await form()).getByRole('combobox', { name: 'Chain' })).toHaveTextContent('Base');
    expect(api.sent('PUT', PAYOUT)).toHaveLength(0);
  });

  it('keeps the values and shows the server message when the password is wrong', async () => {
    const api = stubs().on('PUT', PAYOUT, refusal(400, 'Password is incorrect'));
    const { user } = renderTab(api);
    await choose(user, 'Wallet', 'Trezor · 0xfB69…d359');
    await choose(user, 'Chain', 'Polygon');
    const password = within(await form()).getByLabelText(/^Password/);
    await fill(user, password, 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Request change' }));

    expect(await within(await form()).findByRole('alert')).toHaveTextContent('Password is incorrect');
    expect(await findToast('Payout address not changed')).toBeVisible();
    expect(password).toHaveValue('wrong-pass');
    expect(within(await form()).getByRole('combobox', { name: 'Wallet' })).toHaveTextContent('Trezor');
    expect(within(await form()).getByRole('combobox', { name: 'Chain' })).toHaveTextContent('Polygon');
  });

  it('with two-factor on, takes a code instead of the password', async () => {
    const api = stubs(noAddress, [ledger], true).on(
      'PUT',
      PAYOUT,
      data({ current: null, pending, history: [pending] }),
    );
    const { user } = renderTab(api);
    expect(await screen.findByText(/Two-factor authentication is on/)).toBeVisible();
    await choose(user, 'Wallet', 'Ledger · 0x5aAe…eAed');
    await fill(user, within(await form()).getByLabelText('Two-factor code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Request change' }));
    expect(await findToast('Payout address change requested')).toBeVisible();
    expect(api.sent('PUT', PAYOUT)[0]?.body).toEqual({ walletId: 3, chainId: 8453, code: '123456' });
  });

  it('without a linked wallet, links to the account page instead of the form', async () => {
    renderTab(stubs(noAddress, []));
    expect(await screen.findByText(/you have none yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Link a wallet on your account page' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByRole('form', { name: 'Change payout address' })).not.toBeInTheDocument();
  });
});
