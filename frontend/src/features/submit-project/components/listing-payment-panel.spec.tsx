import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChainPayment, ListingPaymentState, ListingQuote } from '../../../lib/api-types';
import { data, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { projectSubmission } from '../../../test-support/fixtures';
import { announceWallets, fakeWallet } from '../../../test-support/fake-wallet';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { SubmissionCard } from './SubmissionCard';

const STATE = '/api/project-submissions/1/payment';
const PAYMENTS = '/api/project-submissions/1/payments';
const HASH = `0x${'ab'.repeat(32)}`;
const TREASURY = '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf';

const quote: ListingQuote = {
  id: 3,
  submissionId: 1,
  chainId: 8453,
  chainName: 'Base',
  token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  tokenSymbol: 'USDC',
  tokenDecimals: 6,
  amount: '250',
  amountBaseUnits: '250000000',
  treasury: TREASURY,
  treasuryUrl: null,
  expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  status: 'open',
  createdAt: '2026-12-01T10:00:00.000Z',
};

const payment = (overrides: Partial<ChainPayment> = {}): ChainPayment => ({
  id: 9,
  quoteId: 3,
  chainId: 8453,
  txHash: HASH,
  transactionUrl: `https://basescan.org/tx/${HASH}`,
  status: 'checking',
  refusal: null,
  waitingFor: null,
  createdAt: '2026-12-02T10:00:00.000Z',
  settledAt: null,
  ...overrides,
});

const state = (overrides: Partial<ListingPaymentState> = {}): ListingPaymentState => ({
  submissionId: 1,
  listingType: 'featured',
  paymentStatus: 'pending',
  quote,
  payments: [],
  ...overrides,
});

const featured = projectSubmission({ listingType: 'featured', paymentStatus: 'pending' });

function renderCard(api: FetchStub) {
  api.on('GET', '/api/project-submissions', data([featured]));
  return { api, ...renderWithProviders(<SubmissionCard submission={featured} />, { user: sessionUser('user') }) };
}

const panel = async () => screen.findByRole('region', { name: 'Listing payment' });

describe('the listing payment panel of a featured submission', () => {
  it('says a quote is on its way while there is none', async () => {
    renderCard(stubFetch().on('GET', STATE, data(state({ quote: null }))));
    expect(await within(await panel()).findByText(/No quote yet/)).toBeVisible();
  });

  it('shows the quote: amount, token, chain, treasury with a copy button, expiry', async () => {
    renderCard(stubFetch().on('GET', STATE, data(state())));
    const region = await panel();
    expect(await within(region).findByText('Pay 250 USDC on Base')).toBeVisible();
    expect(within(region).getByTestId('treasury-address')).toHaveTextContent(TREASURY);
    expect(within(region).getByRole('button', { name: 'Copy the treasury address' })).toBeVisible();
    expect(within(region).getByText(/Valid until/)).toBeVisible();
    expect(within(region).getByRole('textbox', { name: 'Transaction hash' })).toBeVisible();
  });

  it('checks the hash before sending, then sends it and shows "Checking on chain…"', async () => {
    const { api, user } = renderCard(
      stubFetch().on('GET', STATE, data(state())).on('POST', PAYMENTS, data(payment(), 202)),
    );
    const region = await panel();
    const field = await within(region).findByRole('textbox', { name: 'Transaction hash' });
    await fill(user, field, '0x1234');
    await user.click(within(region).getByRole('button', { name: 'Submit transaction' }));
    expect(field).toHaveAccessibleDescription('A transaction hash is 0x followed by 64 hexadecimal characters');
    expect(api.sent('POST', PAYMENTS)).toEqual([]);

    api.on('GET', STATE, data(state({ payments: [payment({ waitingFor: 'Waiting for 2 more confirmations' })] })));
    await user.clear(field);
    await fill(user, field, HASH);
    await user.click(within(region).getByRole('button', { name: 'Submit transaction' }));
    expect(await findToast('Checking your transaction on chain.')).toBeVisible();
    expect(api.sent('POST', PAYMENTS).map((request) => request.body)).toEqual([{ txHash: HASH }]);
    expect(await within(region).findByText(/Checking on chain… \(Waiting for 2 more confirmations\)/)).toBeVisible();
    expect(within(region).queryByRole('textbox', { name: 'Transaction hash' })).toBeNull();
  });

  it("shows the server's refusal of the hash", async () => {
    const { user } = renderCard(
      stubFetch()
        .on('GET', STATE, data(state()))
        .on('POST', PAYMENTS, refusal(409, 'This transaction was already entered for a payment and cannot pay again')),
    );
    const region = await panel();
    await fill(user, await within(region).findByRole('textbox', { name: 'Transaction hash' }), HASH);
    await user.click(within(region).getByRole('button', { name: 'Submit transaction' }));
    expect(
      await within(region).findByText('This transaction was already entered for a payment and cannot pay again'),
    ).toBeVisible();
  });

  it('shows a refused payment with its reason and the form again', async () => {
    renderCard(
      stubFetch().on(
        'GET',
        STATE,
        data(
          state({
            payments: [
              payment({ status: 'refused', refusal: 'The transaction pays less than the quoted amount of USDC' }),
            ],
          }),
        ),
      ),
    );
    const region = await panel();
    expect(
      await within(region).findByText(/Payment refused: The transaction pays less than the quoted amount of USDC/),
    ).toBeVisible();
    expect(within(region).getByText('Paid with another transaction? Enter its hash.')).toBeVisible();
    expect(within(region).getByRole('textbox', { name: 'Transaction hash' })).toBeVisible();
  });

  it('shows a completed payment with its explorer link', async () => {
    renderCard(
      stubFetch().on(
        'GET',
        STATE,
        data(
          state({
            paymentStatus: 'completed',
            quote: { ...quote, status: 'paid' },
            payments: [payment({ status: 'completed' })],
          }),
        ),
      ),
    );
    const region = await panel();
    expect(await within(region).findByText(/Paid: completed on chain/)).toBeVisible();
    expect(within(region).getByRole('link', { name: HASH })).toHaveAttribute('href', `https://basescan.org/tx/${HASH}`);
    expect(within(region).queryByRole('textbox')).toBeNull();
  });

  it('offers a retry when the details cannot be read', async () => {
    renderCard(stubFetch().on('GET', STATE, refusal(500, 'boom')));
    const region = await panel();
    expect(await within(region).findByText('Failed to fetch the payment details')).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  describe('with a browser wallet in the page', () => {
    afterEach(() => {
      delete (window as Window & { ethereum?: unknown }).ethereum;
    });

    it("sends the ERC-20 transfer from the wallet on the quote's chain and enters its hash", async () => {
      const from = '0x0000000000000000000000000000000000000001';
      const request = vi.fn(async ({ method }: { method: string }) =>
        method === 'eth_requestAccounts'
          ? [from]
          : method === 'eth_chainId'
            ? '0x1'
            : method === 'eth_sendTransaction'
              ? HASH
              : null,
      );
      (window as Window & { ethereum?: unknown }).ethereum = { request };
      const { api, user } = renderCard(
        stubFetch().on('GET', STATE, data(state())).on('POST', PAYMENTS, data(payment(), 202)),
      );
      const region = await panel();
      await user.click(await within(region).findByRole('button', { name: 'Pay 250 USDC with wallet' }));
      expect(await findToast('Checking your transaction on chain.')).toBeVisible();
      expect(request).toHaveBeenCalledWith({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] });
      const sent = request.mock.calls.find(([call]) => call.method === 'eth_sendTransaction')![0] as unknown as {
        params: { from: string; to: string; data: string }[];
      };
      expect(sent.params[0]).toMatchObject({ from, to: quote.token });
      // transfer(treasury, 250000000): the selector, the address and the amount, each padded to 32 bytes.
      expect(sent.params[0].data).toBe(
        `0xa9059cbb${TREASURY.slice(2).toLowerCase().padStart(64, '0')}${(250_000_000).toString(16).padStart(64, '0')}`,
      );
      expect(api.sent('POST', PAYMENTS).map((entry) => entry.body)).toEqual([{ txHash: HASH }]);
    });

    it('lets the payer choose among the wallets in the browser, and pays from the one chosen', async () => {
      const first = fakeWallet({ name: 'First Wallet', chainId: 8453 });
      const second = fakeWallet({ name: 'Second Wallet', chainId: 8453 });
      announceWallets(first, second);
      const { api, user } = renderCard(
        stubFetch().on('GET', STATE, data(state())).on('POST', PAYMENTS, data(payment(), 202)),
      );
      const region = await panel();
      await user.click(await within(region).findByRole('button', { name: 'Pay 250 USDC with wallet' }));
      const chooser = within(region).getByRole('group', { name: 'Choose a wallet' });
      expect(within(chooser).getByRole('button', { name: 'First Wallet' })).toHaveFocus();
      await user.click(within(chooser).getByRole('button', { name: 'Second Wallet' }));
      expect(await findToast('Checking your transaction on chain.')).toBeVisible();
      expect(first.calls).toEqual([]);
      expect(second.calls.map((call) => call.method)).toEqual([
        'eth_requestAccounts',
        'eth_chainId',
        'eth_sendTransaction',
      ]);
      const [{ params }] = second.calls.slice(-1) as { params: { from: string; to: string }[] }[];
      expect(params[0]).toMatchObject({ from: second.account.address.toLowerCase(), to: quote.token });
      expect(api.sent('POST', PAYMENTS).map((entry) => entry.body)).toEqual([
        { txHash: `0x${(3).toString(16).padStart(64, '0')}` },
      ]);
    });

    it('gives the focus back to the pay button when the choice is cancelled, and sends nothing', async () => {
      const first = fakeWallet({ name: 'First Wallet' });
      const second = fakeWallet({ name: 'Second Wallet' });
      announceWallets(first, second);
      const { api, user } = renderCard(stubFetch().on('GET', STATE, data(state())));
      const region = await panel();
      await user.click(await within(region).findByRole('button', { name: 'Pay 250 USDC with wallet' }));
      await user.click(within(region).getByRole('button', { name: 'Cancel' }));
      expect(within(region).getByRole('button', { name: 'Pay 250 USDC with wallet' })).toHaveFocus();
      expect(within(region).queryByRole('group', { name: 'Choose a wallet' })).toBeNull();
      expect([...first.calls, ...second.calls]).toEqual([]);
      expect(api.sent('POST', PAYMENTS)).toEqual([]);
    });

    it('offers no wallet payment when the browser has no wallet', async () => {
      renderCard(stubFetch().on('GET', STATE, data(state())));
      const region = await panel();
      await within(region).findByText('Pay 250 USDC on Base');
      // Discovery waits a moment for announcements; nothing answers.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(within(region).queryByRole('button', { name: /with wallet/ })).toBeNull();
    });

    it('says so when the payment is cancelled in the wallet', async () => {
      (window as Window & { ethereum?: unknown }).ethereum = {
        request: vi.fn(async () => Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 }))),
      };
      const { api, user } = renderCard(stubFetch().on('GET', STATE, data(state())));
      const region = await panel();
      await user.click(await within(region).findByRole('button', { name: 'Pay 250 USDC with wallet' }));
      expect(await findToast('The payment was cancelled in your wallet.')).toBeVisible();
      expect(api.sent('POST', PAYMENTS)).toEqual([]);
    });
  });
});
