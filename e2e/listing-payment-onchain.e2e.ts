import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createWalletClient, getAddress, http, type Abi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { compileContracts, startLocalChain, type LocalChain } from '../backend/test/support/local-chain';
import { ApiSession, signedUpSession } from './support/api-session';
import { useAppServer } from './support/app-and-browser';
import { installTestWallet } from './support/test-wallet';
import { launchBrowser, screenshot, type Browser } from './support/browser';
import { ADMIN } from './support/moderated-content';
import { expectNoHorizontalOverflow, field, logIn, openTab } from './support/ui';

const TREASURY = getAddress('0x7e5f4552091a69125d5dfcb7b8c2659029395bdf');
const PHONE = { width: 390, height: 844 };
const OWNER = { username: 'usdc_payer', password: 'secret123' };

let chain: LocalChain;
let token: Hex;
let tokenAbi: Abi;
/** Filled once the local chain runs, before the server's own beforeAll reads it. */
const env: Record<string, string> = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };

beforeAll(async () => {
  chain = await startLocalChain();
  const { TestToken } = compileContracts('TestToken.sol');
  tokenAbi = TestToken.abi;
  // A USDC-like token: 6 decimals.
  token = await chain.deploy(TestToken.abi, TestToken.bytecode, ['USD Coin', 'USDC', 1_000_000_000_000n]);
  Object.assign(env, {
    CHAIN_RPC_URLS: `${chain.chainId}=${chain.rpcUrl}`,
    CHAIN_CONFIRMATIONS: `${chain.chainId}=2`,
    TREASURY_ADDRESS: TREASURY,
    CHAIN_PAYMENT_RECHECK_SECONDS: '1',
    CHAIN_PAYMENT_RECHECK_MAX_SECONDS: '1',
  });
}, 60_000);

const server = useAppServer({ env });
const browsers: Browser[] = [];

// Registered after the server's hooks, so the browsers close (and the chain stops) after it.
afterAll(async () => {
  await Promise.all(browsers.map((launched) => launched.close()));
  await chain?.stop();
});

async function signedInPage(username: string, password: string, viewport?: { width: number; height: number }) {
  const browser = await launchBrowser();
  browsers.push(browser);
  const page = await browser.newPage(viewport);
  await logIn(page, server.baseUrl, username, password);
  return page;
}

async function transferUsdc(amount: bigint): Promise<Hex> {
  const hash = await chain.deployer.writeContract({
    address: token,
    abi: tokenAbi,
    functionName: 'transfer',
    args: [TREASURY, amount],
    account: chain.deployer.account!,
    chain: chain.deployer.chain,
  });
  await chain.client.waitForTransactionReceipt({ hash });
  return hash;
}

const paymentPanel = (page: Page) => page.getByRole('region', { name: 'Listing payment' });

/** Anvil's funded development account 1: the wallet the browser's injected provider sends from. */
const WALLET_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

/**
 * An EIP-1193 `window.ethereum` in the page whose transactions are signed and sent to the local
 * chain by the test (the key never enters the page), on the chain the quote names.
 */
async function injectWallet(page: Page): Promise<void> {
  const wallet = createWalletClient({
    chain: foundry,
    account: privateKeyToAccount(WALLET_KEY),
    transport: http(chain.rpcUrl),
  });
  await installTestWallet(page, {
    account: wallet.account,
    chainId: foundry.id,
    discovery: 'window.ethereum',
    send: (transaction) =>
      wallet.sendTransaction({
        to: transaction.to,
        data: transaction.data,
        value: transaction.value === undefined ? undefined : BigInt(transaction.value),
      }),
  });
}

describe('a featured listing paid with an ERC-20 on chain', () => {
  it('the admin quotes it, the submitter pays and enters the hash, and both see it completed', async () => {
    const owner = await signedUpSession(server.baseUrl, OWNER.username, OWNER.password);
    const { id } = await owner.send<{ id: number }>('POST', '/api/project-submissions', {
      projectName: 'Tidepool Swap',
      category: 'DeFi',
      description: 'An AMM paying for its Featured listing in USDC.',
      website: 'https://tidepool.example',
      listingType: 'featured',
    });

    const admin = await signedInPage(ADMIN.username, ADMIN.password);
    await admin.goto(`${server.baseUrl}/admin`);
    const queue = await openTab(admin, 'Submissions');
    const card = queue.getByRole('article', { name: 'Tidepool Swap' });
    await card.getByText('No quote', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Issue quote' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Issue a quote for Tidepool Swap' });
    await dialog.getByRole('button', { name: 'Issue quote' }).click();
    await dialog.getByText('Enter the amount').waitFor();
    await field(dialog, 'Amount').fill('250');
    await field(dialog, 'Token contract address').fill(token);
    await dialog.getByRole('combobox', { name: /Chain/ }).click();
    await admin.getByRole('option', { name: 'Local chain (31337)' }).click();
    await screenshot(admin, 'listing-payment-issue-quote');
    await dialog.getByRole('button', { name: 'Issue quote' }).click();
    await admin.getByText('Quote issued', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText(/^250 USDC on Local chain, until/).waitFor();

    const submitter = await signedInPage(OWNER.username, OWNER.password, PHONE);
    await submitter.goto(`${server.baseUrl}/submit-project`);
    const panel = paymentPanel(submitter);
    await panel.getByText('Pay 250 USDC on Local chain').waitFor();
    expect(await panel.getByTestId('treasury-address').textContent()).toBe(TREASURY);
    await panel.getByText(/Valid until/).waitFor();
    await expectNoHorizontalOverflow(submitter);
    await screenshot(submitter, 'listing-payment-quote-phone');

    const hashField = panel.getByRole('textbox', { name: /^Transaction hash/ });
    await hashField.fill('0x1234');
    await panel.getByRole('button', { name: 'Submit transaction' }).click();
    await panel.getByText('A transaction hash is 0x followed by 64 hexadecimal characters').waitFor();

    const hash = await transferUsdc(250_000_000n);
    await hashField.fill(hash);
    await panel.getByRole('button', { name: 'Submit transaction' }).click();
    await submitter.getByText('Checking your transaction on chain.').waitFor();
    // One block of two: it waits for the next one.
    await panel.getByText(/Checking on chain…/).waitFor();
    await chain.client.request({ method: 'anvil_mine' as never, params: ['0x1'] as never });
    await panel.getByText(/Paid: completed on chain/).waitFor({ timeout: 20_000 });
    await panel.getByText(hash).waitFor();
    await screenshot(submitter, 'listing-payment-completed-phone');
    const [row] = await server.query<{ payment_status: string }>(
      'SELECT payment_status FROM project_submissions WHERE id = $1',
      [id],
    );
    expect(row.payment_status).toBe('completed');

    await admin.reload();
    const paidCard = (await openTab(admin, 'Submissions')).getByRole('article', { name: 'Tidepool Swap' });
    await paidCard.getByText(/^Paid on chain 0x/).waitFor();
    await paidCard.getByText('Paid', { exact: true }).waitFor();
    expect(await paidCard.getByRole('button', { name: 'Issue quote' }).count()).toBe(0);
    await screenshot(admin, 'listing-payment-admin-paid');
  });

  it('the submitter pays a native quote with "Pay with wallet" from the page', async () => {
    const owner = await signedUpSession(server.baseUrl, 'eth_payer', 'secret123');
    const { id } = await owner.send<{ id: number }>('POST', '/api/project-submissions', {
      projectName: 'Lantern Bridge',
      category: 'DeFi',
      description: 'A bridge paying for its Verified listing in ETH.',
      listingType: 'verified',
    });
    const admin = new ApiSession(server.baseUrl);
    await admin.send('POST', '/api/auth/login', ADMIN);
    await admin.send('POST', `/api/admin/project-submissions/${id}/quotes`, {
      amount: '0.05',
      token: 'native',
      chainId: chain.chainId,
    });

    const browser = await launchBrowser();
    browsers.push(browser);
    const page = await browser.newPage();
    await injectWallet(page);
    await logIn(page, server.baseUrl, 'eth_payer', 'secret123');
    await page.goto(`${server.baseUrl}/submit-project`);
    const panel = paymentPanel(page);
    await panel.getByText('Pay 0.05 ETH on Local chain').waitFor();
    await panel.getByRole('button', { name: 'Pay 0.05 ETH with wallet' }).click();
    await page.getByText('Checking your transaction on chain.').waitFor();
    await chain.client.request({ method: 'anvil_mine' as never, params: ['0x1'] as never });
    await panel.getByText(/Paid: completed on chain/).waitFor({ timeout: 20_000 });
    await screenshot(page, 'listing-payment-paid-with-wallet');
    const [row] = await server.query<{ payment_status: string }>(
      'SELECT payment_status FROM project_submissions WHERE id = $1',
      [id],
    );
    expect(row.payment_status).toBe('completed');
  });
});
