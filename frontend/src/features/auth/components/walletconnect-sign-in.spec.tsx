import { screen, within } from '@testing-library/react';
import { parseSiweMessage } from 'viem/siwe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { data, json, stubFetch } from '../../../test-support/fetch-stub';
import { announceWallets, fakeWallet, type FakeWallet } from '../../../test-support/fake-wallet';
import { walletNonce } from '../../../test-support/fixtures';
import { findToast, page, renderWithProviders } from '../../../test-support/render-with-providers';
import { LoginPage } from './LoginPage';

// WalletConnect's relay is a public service the tests never reach: its client is replaced by one
// that pairs with a wallet of the test (which really signs) when the test says the phone scanned.
const relay = vi.hoisted(() => {
  type Listener = (value: string) => void;
  type Request = { method: string; params?: unknown };
  const state = {
    inits: [] as { projectId: string; metadata: { name: string; url: string } }[],
    proposals: [] as unknown[],
    disconnects: 0,
    /** The wallet app that scans next; undefined: nobody scans. */
    approve: undefined as undefined | ((wallet: { provider: { request(args: Request): Promise<unknown> } }) => void),
    /** Whether the relay hands out a pairing link at all. */
    reachable: true,
  };
  class FakeUniversalProvider {
    private listeners = new Map<string, Listener>();
    private wallet?: { provider: { request(args: Request): Promise<unknown> } };
    on(event: string, listener: Listener) {
      this.listeners.set(event, listener);
    }
    off(event: string) {
      this.listeners.delete(event);
    }
    connect(params: unknown) {
      state.proposals.push(params);
      if (!state.reachable) return new Promise(() => undefined);
      this.listeners.get('display_uri')?.('wc:7f6e5d4c@2?relay-protocol=irn&symKey=0a1b2c');
      return new Promise((resolve) => {
        state.approve = (wallet) => {
          this.wallet = wallet;
          resolve({ topic: 'session' });
        };
      });
    }
    request(args: Request) {
      if (!this.wallet) throw new Error('no session');
      return this.wallet.provider.request(args);
    }
    disconnect() {
      state.disconnects += 1;
      return Promise.resolve();
    }
  }
  return { state, FakeUniversalProvider };
});

vi.mock('@walletconnect/universal-provider', () => ({
  default: {
    init: (options: (typeof relay.state.inits)[number]) => {
      relay.state.inits.push(options);
      return Promise.resolve(new relay.FakeUniversalProvider());
    },
  },
}));

const PROJECT_ID = '0123456789abcdef0123456789abcdef';

function walletConnectServer() {
  return stubFetch()
    .on('GET', '/api/auth/wallet/options', data({ chainIds: [1, 8453], walletConnectProjectId: PROJECT_ID }))
    .on('POST', '/api/auth/wallet/nonce', data(walletNonce({ chainIds: [1, 8453] })))
    .on(
      'POST',
      '/api/auth/wallet/login',
      json({ success: true, message: 'Logged in', user: { id: 7, username: 'ada', role: 'user' } }),
    );
}

async function scanWith(wallet: FakeWallet) {
  await vi.waitFor(() => expect(relay.state.approve).toBeDefined());
  relay.state.approve?.(wallet);
}

beforeEach(() => {
  relay.state.inits = [];
  relay.state.proposals = [];
  relay.state.disconnects = 0;
  relay.state.approve = undefined;
  relay.state.reachable = true;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Continue with wallet through WalletConnect', () => {
  it('offers WalletConnect beside the browser wallets when the site has a project id', async () => {
    announceWallets(fakeWallet({ name: 'Amber Wallet' }));
    walletConnectServer();
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));

    const chooser = await page().findByRole('group', { name: 'Choose a wallet' });
    expect(
      within(chooser)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Amber Wallet', 'WalletConnect', 'Cancel']);
    // Nothing of WalletConnect started before it was chosen.
    expect(relay.state.inits).toEqual([]);
  });

  it('shows the pairing link as a QR code and a link, then signs in with the wallet app that scanned it', async () => {
    const phone = fakeWallet({ name: 'Phone Wallet', chainId: 8453 });
    const api = walletConnectServer();
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    // No browser wallet: WalletConnect is the only way, and it starts at once.
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));

    const pairing = await page().findByRole('group', { name: 'Connect with WalletConnect' });
    expect(within(pairing).getByRole('img', { name: 'QR code of the WalletConnect link' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/),
    );
    expect(within(pairing).getByRole('link', { name: 'Open in wallet app' })).toHaveAttribute(
      'href',
      'wc:7f6e5d4c@2?relay-protocol=irn&symKey=0a1b2c',
    );
    expect(page().getByRole('status')).toHaveTextContent('Waiting for your wallet app to connect...');
    expect(relay.state.inits[0]).toMatchObject({ projectId: PROJECT_ID, metadata: { name: 'ChainBoost' } });
    expect(relay.state.proposals[0]).toEqual({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:1', 'eip155:8453'],
          methods: ['personal_sign', 'wallet_switchEthereumChain'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    });

    await scanWith(phone);
    expect(await findToast('Welcome back!')).toBeVisible();
    const [{ body }] = api.sent('POST', '/api/auth/wallet/login');
    const { message } = body as { message: string };
    expect(parseSiweMessage(message)).toMatchObject({ address: phone.account.address, chainId: 8453 });
    expect(phone.calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'eth_chainId', 'personal_sign']);
    // The site keeps no WalletConnect session once the wallet is proven.
    await vi.waitFor(() => expect(relay.state.disconnects).toBe(1));
  });

  it('drops the pairing on Cancel and can start again', async () => {
    walletConnectServer();
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));
    const pairing = await page().findByRole('group', { name: 'Connect with WalletConnect' });
    await user.click(within(pairing).getByRole('button', { name: 'Cancel' }));

    expect(page().queryByRole('group', { name: 'Connect with WalletConnect' })).not.toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Continue with wallet' });
    expect(again).toBeEnabled();
    await user.click(again);
    expect(await page().findByRole('group', { name: 'Connect with WalletConnect' })).toBeVisible();
    expect(relay.state.inits).toHaveLength(2);
  });

  it('asks a wallet app that connects after Cancel for nothing, and ends its session', async () => {
    const phone = fakeWallet({ name: 'Late Phone' });
    const api = walletConnectServer();
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));
    const pairing = await page().findByRole('group', { name: 'Connect with WalletConnect' });
    await user.click(within(pairing).getByRole('button', { name: 'Cancel' }));
    await scanWith(phone);

    await vi.waitFor(() => expect(relay.state.disconnects).toBe(1));
    expect(phone.calls).toEqual([]);
    expect(api.sent('POST', '/api/auth/wallet/login')).toEqual([]);
    expect(page().queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with wallet' })).toBeEnabled();
  });

  it('says the request was cancelled when the wallet app refuses to sign', async () => {
    const phone = fakeWallet({ refuses: ['personal_sign'] });
    const api = walletConnectServer();
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));
    await page().findByRole('group', { name: 'Connect with WalletConnect' });
    await scanWith(phone);

    expect(await page().findByRole('alert')).toHaveTextContent('The request was cancelled in your wallet.');
    expect(api.sent('POST', '/api/auth/wallet/login')).toEqual([]);
  });

  it('says plainly when the WalletConnect relay cannot be reached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    relay.state.reachable = false;
    walletConnectServer();
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));
    expect(await page().findByText('Connecting to WalletConnect...')).toBeVisible();
    await vi.waitFor(() => expect(relay.state.proposals).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(20_000);

    expect(await page().findByRole('alert')).toHaveTextContent(
      'Could not reach WalletConnect. Check your connection and try again, or use a browser wallet.',
    );
    expect(screen.getByRole('button', { name: 'Continue with wallet' })).toBeEnabled();
  });
});
