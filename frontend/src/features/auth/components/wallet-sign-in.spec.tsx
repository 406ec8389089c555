import { screen, within } from '@testing-library/react';
import { verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { data, heldAnswer, json, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { announceWallets, fakeWallet } from '../../../test-support/fake-wallet';
import { walletNonce } from '../../../test-support/fixtures';
import { fill, findToast, page, renderWithProviders } from '../../../test-support/render-with-providers';
import { LoginPage } from './LoginPage';
import { SignupPage } from './SignupPage';

const signedIn = (role: 'admin' | 'partner' | 'user', username = 'ada') =>
  json({ success: true, message: 'Logged in', user: { id: 7, username, role } });

/** The server's side of a wallet sign-in: a nonce, then `login` for the signed message. */
function walletServer(login: Response) {
  return stubFetch()
    .on('POST', '/api/auth/wallet/nonce', data(walletNonce()))
    .on('POST', '/api/auth/wallet/login', login);
}

function sentProof(api: FetchStub): { message: string; signature: `0x${string}` } {
  const [request] = api.sent('POST', '/api/auth/wallet/login');
  return request.body as { message: string; signature: `0x${string}` };
}

describe('Continue with wallet', () => {
  it('says so when the browser has no wallet, and asks the server nothing but its wallet options', async () => {
    const api = stubFetch();
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));

    expect(await page().findByRole('alert')).toHaveTextContent(
      'No wallet found in this browser. Install a wallet such as MetaMask, or sign in with your username and password.',
    );
    expect(api.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/auth/wallet/options']);
    // The password form is still there, unchanged.
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('lets the user choose among several wallets, signs an EIP-4361 message with the chosen one and signs in', async () => {
    const first = fakeWallet({ name: 'Amber Wallet' });
    const second = fakeWallet({ name: 'Basil Wallet' });
    announceWallets(first, second);
    const api = walletServer(signedIn('partner'));
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));

    const chooser = await page().findByRole('group', { name: 'Choose a wallet' });
    expect(
      within(chooser)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Amber Wallet', 'Basil Wallet', 'Cancel']);
    // The chooser took the place of the button that had the focus.
    expect(within(chooser).getByRole('button', { name: 'Amber Wallet' })).toHaveFocus();
    await user.click(within(chooser).getByRole('button', { name: 'Basil Wallet' }));

    expect(await findToast('Welcome back!')).toBeVisible();
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/partner-dashboard');
    expect(first.calls).toEqual([]);
    const { message, signature } = sentProof(api);
    expect(parseSiweMessage(message)).toMatchObject({
      domain: window.location.host,
      uri: window.location.origin,
      address: second.account.address,
      statement: 'Sign in to ChainBoost with this wallet.',
      chainId: 1,
      nonce: 'n0nce4wallet',
      version: '1',
    });
    expect(await verifyMessage({ address: second.account.address, message, signature })).toBe(true);
    expect(second.calls.find((call) => call.method === 'personal_sign')?.params).toEqual([
      message,
      second.account.address,
    ]);
  });

  it('goes straight on with the only wallet, and shows that it waits for the wallet meanwhile', async () => {
    announceWallets(fakeWallet({ name: 'Only Wallet' }));
    const nonce = heldAnswer();
    stubFetch()
      .on('POST', '/api/auth/wallet/nonce', () => nonce.answer)
      .on('POST', '/api/auth/wallet/login', signedIn('admin'));
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));

    expect(await page().findByText('Waiting for Only Wallet: confirm in your wallet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue with wallet' })).toBeDisabled();
    nonce.release(data(walletNonce()));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/analytics');
  });

  it('says the request was cancelled in the wallet when the user refuses to sign, and sends nothing', async () => {
    announceWallets(fakeWallet({ refuses: ['personal_sign'] }));
    const api = walletServer(signedIn('user'));
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));

    expect(await page().findByRole('alert')).toHaveTextContent('The request was cancelled in your wallet.');
    expect(api.sent('POST', '/api/auth/wallet/login')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Continue with wallet' })).toBeEnabled();
  });

  it('offers to switch a wallet on a network the server does not accept, then signs on the first accepted one', async () => {
    const wallet = fakeWallet({ chainId: 56 });
    announceWallets(wallet);
    const api = walletServer(signedIn('user'));
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));

    const warning = await page().findByRole('alert');
    expect(warning).toHaveTextContent(
      'Your wallet is on Chain 56, which this site does not accept. Switch to Ethereum to continue.',
    );
    expect(api.sent('POST', '/api/auth/wallet/login')).toEqual([]);
    await user.click(within(warning).getByRole('button', { name: 'Switch to Ethereum' }));

    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/');
    expect(wallet.calls.find((call) => call.method === 'wallet_switchEthereumChain')?.params).toEqual([
      { chainId: '0x1' },
    ]);
    expect(parseSiweMessage(sentProof(api).message).chainId).toBe(1);
  });

  it("shows the server's message when it refuses the signature, and stays on the page", async () => {
    announceWallets(fakeWallet());
    walletServer(refusal(401, 'The signature was not made by the address in the message'));
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));

    expect(await page().findByRole('alert')).toHaveTextContent(
      'The signature was not made by the address in the message',
    );
    expect(screen.queryByTestId('navigated-to')).not.toBeInTheDocument();
  });

  it('opens the same two-factor code step as the password login, which signs in as after a password', async () => {
    announceWallets(fakeWallet());
    const api = walletServer(
      json({ success: true, message: 'Enter your two-factor code', twoFactorRequired: true, user: null }),
    ).on('POST', '/api/auth/login/two-factor', signedIn('admin'));
    const { user } = renderWithProviders(<SignupPage />, { path: '/signup' });
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));

    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app, or a recovery code'),
    ).toBeVisible();
    await fill(user, screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    // Then as after a password: the login's greeting and destination, from the signup page too.
    expect(await findToast('Welcome back!')).toBeVisible();
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/analytics');
    expect(api.sent('POST', '/api/auth/login/two-factor').map((request) => request.body)).toEqual([{ code: '123456' }]);
  });

  it('has a new wallet choose a username, checked as the signup form checks it, and creates the account', async () => {
    const wallet = fakeWallet();
    announceWallets(wallet);
    const api = walletServer(
      json({
        success: true,
        message: 'Choose a username',
        user: null,
        newWallet: { address: wallet.account.address, chainId: 1 },
      }),
    );
    api.on('POST', '/api/auth/wallet/signup', signedIn('user', 'satoshi'));
    const { user } = renderWithProviders(<SignupPage />, { path: '/signup' });
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));

    expect(await screen.findByText('Choose a username for the account of your wallet')).toBeVisible();
    const field = screen.getByLabelText('Username');
    expect(field).toHaveFocus();
    const short = `${wallet.account.address.slice(0, 6)}…${wallet.account.address.slice(-4)}`;
    expect(page().getByText(short)).toBeVisible();
    await fill(user, field, 'ab');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await findToast('Username must be at least 3 characters')).toBeVisible();
    expect(field).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(api.sent('POST', '/api/auth/wallet/signup')).toEqual([]);

    await user.clear(field);
    await fill(user, field, ' satoshi ');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await findToast('Account created!')).toBeVisible();
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/');
    expect(api.sent('POST', '/api/auth/wallet/signup').map((request) => request.body)).toEqual([
      { username: 'satoshi' },
    ]);
  });

  it("shows a taken username's refusal under 'Signup failed' and keeps the username step", async () => {
    announceWallets(fakeWallet());
    const api = walletServer(
      json({ success: true, message: 'Choose a username', user: null, newWallet: { address: '0x0', chainId: 1 } }),
    );
    api.on('POST', '/api/auth/wallet/signup', refusal(409, 'Username is already taken'));
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Continue with wallet' }));
    await screen.findByText('Choose a username for the account of your wallet');
    await fill(user, screen.getByLabelText('Username'), 'taken');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await findToast('Signup failed')).toBeVisible();
    expect(await findToast('Username is already taken')).toBeVisible();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
  });
});
