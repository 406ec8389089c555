import { screen, within } from '@testing-library/react';
import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { data, heldAnswer, refusal, stubFetch } from '../../../test-support/fetch-stub';
import { announceWallets, fakeWallet } from '../../../test-support/fake-wallet';
import { linkedWallet, walletNonce } from '../../../test-support/fixtures';
import { findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { WalletsSection } from './WalletsSection';

const asUser = { user: sessionUser('user', 'ada') };
const WALLETS = '/api/account/wallets';

const ledger = linkedWallet();
const unnamed = linkedWallet({
  id: 4,
  address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  chainId: 56,
  name: null,
  ensName: 'orbit.eth',
  lastUsedAt: '2026-03-04T09:30:00.000Z',
});

const renderSection = () => renderWithProviders(<WalletsSection />, asUser);
const walletList = () => screen.findByRole('list', { name: 'Wallets' });

describe('WalletsSection: the list', () => {
  it('shows a loader, then each wallet: name, ENS name, short address with copy and explorer link, chain, dates', async () => {
    const held = heldAnswer();
    stubFetch().on('GET', WALLETS, () => held.answer);
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    held.release(data([ledger, unnamed]));

    const [first, second] = within(await walletList()).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ledger');
    expect(first).toHaveTextContent('Base');
    expect(within(first).getByText('0x5aAe…eAed')).toHaveAttribute(
      'title',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    expect(first).toHaveTextContent('Linked Jan 2, 2026');
    expect(first).toHaveTextContent('Not used to sign in yet');
    expect(within(first).getByRole('link', { name: 'View on explorer (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://basescan.org/address/0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    expect(within(first).getByRole('button', { name: 'Copy the address of Ledger' })).toBeEnabled();

    expect(second).toHaveTextContent('Unnamed wallet');
    // Its ENS name, where the server resolved one.
    expect(within(second).getByText('orbit.eth')).toBeVisible();
    expect(first).not.toHaveTextContent('.eth');
    expect(second).toHaveTextContent('Chain 56');
    expect(second).toHaveTextContent('0xfB69…d359');
    expect(second).toHaveTextContent('Last used Mar 4, 2026');
    // No explorer is known for that chain.
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when no wallet is linked, and still offers to link one', async () => {
    stubFetch().on('GET', WALLETS, data([]));
    renderSection();
    expect(await screen.findByText(/No wallets linked yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Link a wallet' })).toBeEnabled();
  });

  it('shows a load failure with a retry', async () => {
    const api = stubFetch().on('GET', WALLETS, refusal(500, 'Boom'));
    const { user } = renderSection();
    expect(await screen.findByText('Could not load your wallets.')).toBeVisible();
    api.on('GET', WALLETS, data([ledger]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await walletList()).getByText('Ledger')).toBeVisible();
  });
});

describe('WalletsSection: rename and unlink', () => {
  it('renames a wallet in a dialog and says so', async () => {
    const api = stubFetch()
      .on('GET', WALLETS, data([ledger]))
      .on('PATCH', `${WALLETS}/3`, data({ ...ledger, name: 'Cold storage' }));
    const { user } = renderSection();
    await user.click(within(await walletList()).getByRole('button', { name: 'Rename Ledger' }));

    const dialog = await screen.findByRole('dialog', { name: 'Rename Ledger' });
    const field = within(dialog).getByLabelText('Wallet name');
    expect(field).toHaveValue('Ledger');
    await user.clear(field);
    await user.type(field, '  Cold storage ');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));

    expect(await findToast('Wallet renamed')).toBeVisible();
    expect(api.sent('PATCH', `${WALLETS}/3`).map((request) => request.body)).toEqual([{ name: 'Cold storage' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(await walletList()).getByText('Cold storage')).toBeVisible();
  });

  it('removes the name when the field is left empty', async () => {
    const api = stubFetch()
      .on('GET', WALLETS, data([ledger]))
      .on('PATCH', `${WALLETS}/3`, data({ ...ledger, name: null }));
    const { user } = renderSection();
    await user.click(within(await walletList()).getByRole('button', { name: 'Rename Ledger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Ledger' });
    await user.clear(within(dialog).getByLabelText('Wallet name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));

    expect(await findToast('Its name was removed.')).toBeVisible();
    expect(api.sent('PATCH', `${WALLETS}/3`)[0].body).toEqual({ name: null });
  });

  it("asks before unlinking, and shows the server's refusal of the only way to sign in inside the dialog", async () => {
    const api = stubFetch()
      .on('GET', WALLETS, data([ledger]))
      .on('DELETE', `${WALLETS}/3`, refusal(409, 'This wallet is the only way to sign in to your account'));
    const { user } = renderSection();
    await user.click(within(await walletList()).getByRole('button', { name: 'Unlink Ledger' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unlink Ledger?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Unlink wallet' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This wallet is the only way to sign in to your account');
    expect(alert).toHaveFocus();
    expect(api.sent('DELETE', `${WALLETS}/3`)).toHaveLength(1);
    // The wallet stays, and the dialog stays open until the user keeps it.
    expect(screen.queryByText('Wallet unlinked')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(within(await walletList()).getByText('Ledger')).toBeVisible();
  });

  it('unlinks after the confirmation and says so', async () => {
    const api = stubFetch()
      .on('GET', WALLETS, data([ledger, unnamed]))
      .on('DELETE', `${WALLETS}/4`, data({ id: 4 }));
    const { user } = renderSection();
    await user.click(within(await walletList()).getByRole('button', { name: 'Unlink Unnamed wallet' }));
    api.on('GET', WALLETS, data([ledger]));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unlink Unnamed wallet?' })).getByRole('button', {
        name: 'Unlink wallet',
      }),
    );

    expect(await findToast('Wallet unlinked')).toBeVisible();
    expect(within(await walletList()).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('WalletsSection: linking', () => {
  it('signs a message with the browser wallet and links it', async () => {
    const wallet = fakeWallet({ name: 'Amber Wallet' });
    announceWallets(wallet);
    const linked = linkedWallet({ id: 9, address: wallet.account.address, chainId: 1, name: null });
    const api = stubFetch()
      .on('GET', WALLETS, data([]))
      .on('POST', '/api/auth/wallet/nonce', data(walletNonce()))
      .on('POST', WALLETS, data(linked, 201));
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Link a wallet' }));
    api.on('GET', WALLETS, data([linked]));

    expect(await findToast('Wallet linked')).toBeVisible();
    const [request] = api.sent('POST', WALLETS);
    const { message } = request.body as { message: string };
    expect(parseSiweMessage(message)).toMatchObject({ address: wallet.account.address, nonce: 'n0nce4wallet' });
    expect(within(await walletList()).getByText('Unnamed wallet')).toBeVisible();
  });

  it("shows the server's message when the wallet is another account's", async () => {
    announceWallets(fakeWallet());
    stubFetch()
      .on('GET', WALLETS, data([ledger]))
      .on('POST', '/api/auth/wallet/nonce', data(walletNonce()))
      .on('POST', WALLETS, refusal(409, 'This wallet is linked to another account'));
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Link a wallet' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This wallet is linked to another account');
    expect(within(await walletList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when no wallet is installed', async () => {
    stubFetch().on('GET', WALLETS, data([]));
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Link a wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No wallet found in this browser. Install a wallet such as MetaMask, then try again.',
    );
  });
});
