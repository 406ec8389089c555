import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWalletClient, getAddress, http, parseEther, type Abi, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckChainPaymentUseCase } from '../src/modules/admin/application/check-chain-payment.use-case';
import type { ApiClient } from './support/api-client';
import { compileContracts, startLocalChain, type LocalChain } from './support/local-chain';
import { eventually } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

/** Anvil's funded development accounts 1 and 2 (account 0 deploys and holds the tokens). */
const PAYER_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const TREASURY = getAddress('0x7e5f4552091a69125d5dfcb7b8c2659029395bdf');
const SOMEONE_ELSE = getAddress('0x2b5ad5c4795c026514f8317c7a215e218dccd6cf');
const OTHER_CHAIN_ID = 31338;
const UNIT = 1_000_000n;

let chain: LocalChain;
let otherChain: LocalChain;
let rpc: SwitchableRpc;
let app: TestApp;
/** A second instance on the same database, and one without TREASURY_ADDRESS. */
let second: TestApp;
let bare: TestApp;
let admin: ApiClient;
let token: Hex;
let otherToken: Hex;
let tokenAbi: Abi;

/** A JSON-RPC proxy in front of the local chain that can be switched off (it answers 503 then). */
interface SwitchableRpc {
  url: string;
  up: boolean;
  close(): Promise<void>;
}

async function switchableRpc(target: string): Promise<SwitchableRpc> {
  const state = { up: true };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!state.up) {
        response.writeHead(503).end('down');
        return;
      }
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get up() {
      return state.up;
    },
    set up(value: boolean) {
      state.up = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const payer = () =>
  createWalletClient({ chain: foundry, account: privateKeyToAccount(PAYER_KEY), transport: http(chain.rpcUrl) });

beforeAll(async () => {
  [chain, otherChain] = await Promise.all([startLocalChain(), startLocalChain({ chainId: OTHER_CHAIN_ID })]);
  const { TestToken } = compileContracts('TestToken.sol');
  tokenAbi = TestToken.abi;
  token = await chain.deploy(TestToken.abi, TestToken.bytecode, ['Test USD', 'TUSD', 1_000_000n * UNIT]);
  otherToken = await chain.deploy(TestToken.abi, TestToken.bytecode, ['Other USD', 'OUSD', 1_000_000n * UNIT]);
  rpc = await switchableRpc(chain.rpcUrl);
  app = await startTestApp({
    env: {
      CHAIN_RPC_URLS: `${chain.chainId}=${rpc.url},${OTHER_CHAIN_ID}=${otherChain.rpcUrl}`,
      CHAIN_CONFIRMATIONS: `${chain.chainId}=3,${OTHER_CHAIN_ID}=1`,
      TREASURY_ADDRESS: TREASURY,
      CHAIN_PAYMENT_RECHECK_SECONDS: '1',
      CHAIN_PAYMENT_RECHECK_MAX_SECONDS: '1',
    },
  });
  admin = (await app.signedIn('admin')).client;
  second = await startTestApp({
    databaseUrl: app.databaseUrl,
    env: { CHAIN_RPC_URLS: `${chain.chainId}=${chain.rpcUrl}`, CHAIN_CONFIRMATIONS: `${chain.chainId}=3` },
  });
  bare = await startTestApp({ databaseUrl: app.databaseUrl });
}, 90_000);

afterAll(async () => {
  await bare?.close();
  await second?.close();
  await app?.close();
  await rpc?.close();
  await Promise.all([chain?.stop(), otherChain?.stop()]);
});

async function submitted(listingType: 'free' | 'featured' | 'verified' = 'featured') {
  const owner = await app.signedIn();
  const response = await owner.client.post('/api/project-submissions', {
    projectName: `Paid ${Math.random()}`,
    category: 'DeFi',
    description: 'A project paying for its listing on chain.',
    listingType,
  });
  expect(response.status).toBe(201);
  return { ...owner, id: response.body.data.id as number };
}

const quote = (id: number, body: Record<string, unknown>, client = admin) =>
  client.post(`/api/admin/project-submissions/${id}/quotes`, body);

async function quoted(body: Record<string, unknown> = { amount: '250', token, chainId: chain.chainId }) {
  const owner = await submitted();
  const response = await quote(owner.id, body);
  expect(response.status, response.text).toBe(201);
  return { ...owner, quote: response.body.data };
}

/** The deployer (holder of every token) sends `value` base units of a token. */
async function sendToken(to: Hex, value: bigint, from = chain.deployer, contract = token): Promise<Hex> {
  const hash = await from.writeContract({
    address: contract,
    abi: tokenAbi,
    functionName: 'transfer',
    args: [to, value],
    account: from.account!,
    chain: from.chain,
  });
  await chain.client.waitForTransactionReceipt({ hash });
  return hash;
}

const mine = (blocks: number) =>
  chain.client.request({ method: 'anvil_mine' as never, params: [`0x${blocks.toString(16)}`] as never });

const pay = (owner: { id: number; client: ApiClient }, txHash: string, extra: Record<string, unknown> = {}) =>
  owner.client.post(`/api/project-submissions/${owner.id}/payments`, { txHash, ...extra });

const stateOf = async (owner: { id: number; client: ApiClient }) => {
  const response = await owner.client.get(`/api/project-submissions/${owner.id}/payment`);
  expect(response.status, response.text).toBe(200);
  return response.body.data;
};

/** Waits until the latest entered payment is no longer checking, and answers it. */
/**
 * The payment's final verdict. Normally within a few seconds; the bound also covers a check that
 * failed and waits for the job queue's retry (2, 4, 8, 16 s apart) on a busy machine.
 */
async function settled(owner: { id: number; client: ApiClient }, timeoutMs = 20_000) {
  return eventually(async () => {
    const [latest] = (await stateOf(owner)).payments;
    return latest && latest.status !== 'checking' ? latest : undefined;
  }, timeoutMs);
}

async function waitingFor(owner: { id: number; client: ApiClient }, pattern: RegExp) {
  return eventually(async () => {
    const [latest] = (await stateOf(owner)).payments;
    return latest?.status === 'checking' && pattern.test(latest.waitingFor ?? '') ? latest : undefined;
  }, 20_000);
}

const paymentStatusOf = async (id: number) =>
  (await app.query<{ payment_status: string }>('SELECT payment_status FROM project_submissions WHERE id = $1', [id]))[0]
    .payment_status;

describe('issuing a quote', () => {
  it('reads the ERC-20 from the chain, stores base units, audits, tells the owner and shows it to them', async () => {
    const owner = await submitted('verified');
    const response = await quote(owner.id, { amount: '250.5', token, chainId: chain.chainId, validityDays: 3 });
    expect(response.status, response.text).toBe(201);
    expect(response.body.data).toMatchObject({
      submissionId: owner.id,
      chainId: 31337,
      chainName: 'Local chain',
      token: getAddress(token),
      tokenSymbol: 'TUSD',
      tokenDecimals: 6,
      amount: '250.5',
      amountBaseUnits: '250500000',
      treasury: TREASURY,
      status: 'open',
      supersededQuoteId: null,
    });
    const days = (new Date(response.body.data.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThan(3.01);
    const [stored] = await app.query<{ amount: string }>('SELECT amount::text FROM listing_quotes WHERE id = $1', [
      response.body.data.id,
    ]);
    expect(stored.amount).toBe('250500000');
    expect((await stateOf(owner)).quote).toMatchObject({ id: response.body.data.id, amount: '250.5' });
    const audit = await app.query<{ action: string; notes: string }>(
      `SELECT action, notes FROM audit_log WHERE target_type = 'project-submission' AND target_id = $1`,
      [owner.id],
    );
    expect(audit).toEqual([{ action: 'project-submission.quote', notes: expect.stringContaining('250.5 TUSD') }]);
    const timeline = (await owner.client.get(`/api/project-submissions/${owner.id}/timeline`)).body.data;
    expect(timeline.map((entry: { event: string }) => entry.event)).toContain('quote-issued');
    await eventually(async () => {
      const list = (await owner.client.get('/api/notifications')).body.data as { title: string }[];
      return list.some((item) => item.title.includes('250.5 TUSD')) ? true : undefined;
    });
  });

  it('replaces the open quote; a native quote needs no chain read and defaults to 7 days', async () => {
    const owner = await quoted();
    const second = await quote(owner.id, { amount: '0.05', token: 'native', chainId: chain.chainId });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({
      tokenSymbol: 'ETH',
      tokenDecimals: 18,
      amountBaseUnits: '50000000000000000',
      supersededQuoteId: owner.quote.id,
    });
    const days = (new Date(second.body.data.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    const rows = await app.query<{ id: number; status: string }>(
      'SELECT id, status FROM listing_quotes WHERE submission_id = $1 ORDER BY id',
      [owner.id],
    );
    expect(rows.map((row) => row.status)).toEqual(['superseded', 'open']);
  });

  it('refuses bad input with 400 and a message, and stores nothing', async () => {
    const owner = await submitted();
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ amount: '0', token, chainId: 31337 }, /amount must be a positive number of TUSD/],
      [{ amount: '1.0000001', token, chainId: 31337 }, /at most 6 decimals/],
      [{ amount: '-5', token, chainId: 31337 }, /amount must be a decimal string/],
      [{ amount: 250, token, chainId: 31337 }, /amount must be a decimal string/],
      [{ amount: '1', token: token.toLowerCase().replace('0x', '0X'), chainId: 31337 }, /token must be 'native'/],
      [{ amount: '1', token: `0x${token.slice(2, 3) === 'a' ? 'B' : 'A'}${token.slice(3)}`, chainId: 31337 }, /EIP-55/],
      [{ amount: '1', token: 'native', chainId: 999 }, /Chain 999 is not accepted/],
      [{ amount: '1', token: 'native', chainId: 31337, validityDays: 0 }, /at least 1/],
      [{ amount: '1', token: 'native', chainId: 31337, validityDays: 91 }, /at most 90/],
      [{ amount: '1', token: SOMEONE_ELSE, chainId: 31337 }, /does not answer as an ERC-20/],
    ];
    for (const [body, message] of bad) {
      const response = await quote(owner.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await app.query('SELECT 1 FROM listing_quotes WHERE submission_id = $1', [owner.id])).toEqual([]);
  });

  it('refuses free and paid listings (409), unknown ids (404), a chain without RPC URL (503) and non-admins', async () => {
    const free = await submitted('free');
    expect(await quote(free.id, { amount: '1', token: 'native', chainId: 31337 })).toMatchObject({
      status: 409,
      body: { message: 'Free listings need no payment' },
    });
    expect((await quote(2_000_000_000, { amount: '1', token: 'native', chainId: 31337 })).status).toBe(404);
    const owner = await submitted();
    // Base is accepted by default, and this app has no RPC URL for it.
    const noRpc = await quote(owner.id, { amount: '1', token, chainId: 8453 });
    expect(noRpc.status).toBe(503);
    expect(noRpc.body.message).toMatch(/no RPC URL for chain 8453/);
    expect((await quote(owner.id, { amount: '1', token: 'native', chainId: 31337 }, owner.client)).status).toBe(403);
    expect((await quote(owner.id, { amount: '1', token: 'native', chainId: 31337 }, app.client())).status).toBe(401);
  });
});

describe('paying a quote with an ERC-20 transfer', () => {
  it('settles an exact payment once it has 3 confirmations: completed, audited, notified, on the timeline', async () => {
    const owner = await quoted();
    const hash = await sendToken(TREASURY, 250n * UNIT);
    const entered = await pay(owner, hash.toUpperCase().replace('0X', '0x'));
    expect(entered.status, entered.text).toBe(202);
    expect(entered.body.data).toMatchObject({ status: 'checking', txHash: hash, chainId: 31337, refusal: null });
    // Mined in one block of three: the check waits.
    await waitingFor(owner, /Waiting for 2 more confirmations/);
    expect(await paymentStatusOf(owner.id)).toBe('pending');
    await mine(2);
    expect(await settled(owner)).toMatchObject({ status: 'completed', txHash: hash, refusal: null });
    expect(await paymentStatusOf(owner.id)).toBe('completed');
    const state = await stateOf(owner);
    expect(state).toMatchObject({ paymentStatus: 'completed', quote: { status: 'paid' } });
    const audit = await app.query<{ action: string; admin_username: string; admin_id: number | null }>(
      `SELECT action, admin_username, admin_id FROM audit_log WHERE target_id = $1 AND action = 'project-submission.payment-on-chain'`,
      [owner.id],
    );
    expect(audit).toEqual([
      { action: 'project-submission.payment-on-chain', admin_username: 'chain check', admin_id: null },
    ]);
    const timeline = (await owner.client.get(`/api/project-submissions/${owner.id}/timeline`)).body.data;
    expect(timeline.at(-1)).toMatchObject({ event: 'payment-settled', outcome: 'completed' });
    await eventually(async () => {
      const mine = (await owner.client.get('/api/notifications')).body.data as { title: string }[];
      const admins = (await admin.get('/api/notifications')).body.data as { title: string }[];
      return mine.some((item) => item.title.startsWith('Payment received')) &&
        admins.some((item) => item.title.includes('was paid on chain'))
        ? true
        : undefined;
    });
    // Paid: no second payment is taken.
    const again = await pay(owner, await sendToken(TREASURY, 250n * UNIT));
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'The payment for this listing was already recorded' },
    });
  });

  it('accepts an overpayment', async () => {
    const owner = await quoted();
    await pay(owner, await sendToken(TREASURY, 300n * UNIT));
    await mine(2);
    expect(await settled(owner)).toMatchObject({ status: 'completed' });
  });

  it.each([
    [
      'a short payment',
      () => sendToken(TREASURY, 249n * UNIT),
      'The transaction pays less than the quoted amount of TUSD',
    ],
    [
      'another token',
      () => sendToken(TREASURY, 250n * UNIT, chain.deployer, otherToken),
      'The transaction does not pay the quoted token',
    ],
    [
      'another recipient',
      () => sendToken(SOMEONE_ELSE, 250n * UNIT),
      'The transaction pays someone other than the treasury',
    ],
  ])('refuses %s with its reason and keeps the listing pending', async (_label, send, reason) => {
    const owner = await quoted();
    await pay(owner, await send());
    await mine(2);
    expect(await settled(owner)).toMatchObject({ status: 'refused', refusal: reason });
    expect(await paymentStatusOf(owner.id)).toBe('pending');
    await eventually(async () => {
      const list = (await owner.client.get('/api/notifications')).body.data as { body: string }[];
      return list.some((item) => item.body.includes(reason)) ? true : undefined;
    });
  });

  it('refuses a reverted transfer (more than the balance, sent with a fixed gas limit)', async () => {
    const owner = await quoted();
    const hash = await sendToken(TREASURY, 250n * UNIT, payer() as typeof chain.deployer).catch(() => undefined);
    // viem estimates gas first and refuses to send a call that reverts; send it with a gas limit instead.
    const reverted =
      hash ??
      (await payer().writeContract({
        address: token,
        abi: tokenAbi,
        functionName: 'transfer',
        args: [TREASURY, 250n * UNIT],
        gas: 100_000n,
      }));
    const receipt = await chain.client.waitForTransactionReceipt({ hash: reverted });
    expect(receipt.status).toBe('reverted');
    await pay(owner, reverted);
    expect(await settled(owner)).toMatchObject({ status: 'refused', refusal: 'The transaction failed (reverted)' });
  });

  it('refuses a transaction made after the quote expired', async () => {
    const owner = await quoted();
    await app.query(`UPDATE listing_quotes SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      owner.quote.id,
    ]);
    await pay(owner, await sendToken(TREASURY, 250n * UNIT));
    await mine(2);
    expect(await settled(owner)).toMatchObject({
      status: 'refused',
      refusal: 'The quote had expired when the transaction was made',
    });
  });

  it('refuses a hash entered before, for this listing or another (409), whatever its outcome', async () => {
    const first = await quoted();
    const hash = await sendToken(TREASURY, 249n * UNIT);
    expect((await pay(first, hash)).status).toBe(202);
    expect(await pay(first, hash)).toMatchObject({
      status: 409,
      body: { message: 'This transaction was already entered for a payment and cannot pay again' },
    });
    const second = await quoted();
    expect((await pay(second, hash)).status).toBe(409);
    expect((await stateOf(second)).payments).toEqual([]);
  });
});

describe('paying in the native currency', () => {
  it('settles a transfer of at least the amount to the treasury', async () => {
    const owner = await quoted({ amount: '0.05', token: 'native', chainId: chain.chainId });
    const hash = await payer().sendTransaction({ to: TREASURY, value: parseEther('0.05') });
    await chain.client.waitForTransactionReceipt({ hash });
    await pay(owner, hash);
    await mine(2);
    expect(await settled(owner)).toMatchObject({ status: 'completed' });
  });

  it('refuses less than the amount', async () => {
    const owner = await quoted({ amount: '0.05', token: 'native', chainId: chain.chainId });
    const hash = await payer().sendTransaction({ to: TREASURY, value: parseEther('0.049') });
    await chain.client.waitForTransactionReceipt({ hash });
    await pay(owner, hash);
    await mine(2);
    expect(await settled(owner)).toMatchObject({
      status: 'refused',
      refusal: 'The transaction pays less than the quoted amount of ETH',
    });
  });
});

describe('transactions the chain does not answer for', () => {
  it('waits for a hash not on the quoted chain, then refuses it as not found after the give-up time', async () => {
    const owner = await quoted({ amount: '1', token: 'native', chainId: OTHER_CHAIN_ID });
    // Paid on the other node (chain 31337): the quoted chain (31338) never sees it.
    const hash = await payer().sendTransaction({ to: TREASURY, value: parseEther('1') });
    await chain.client.waitForTransactionReceipt({ hash });
    const entered = await pay(owner, hash);
    expect(entered.status).toBe(202);
    await waitingFor(owner, /Transaction not found on Chain 31338 yet/);
    await app.query(`UPDATE listing_chain_payments SET created_at = now() - interval '7 hours' WHERE id = $1`, [
      entered.body.data.id,
    ]);
    expect(await settled(owner)).toMatchObject({ status: 'refused', refusal: 'Transaction not found on Chain 31338' });
  });

  it('refuses a chain id other than the quote’s (400)', async () => {
    const owner = await quoted();
    const response = await pay(owner, `0x${randomBytes(32).toString('hex')}`, { chainId: OTHER_CHAIN_ID });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/The quote is to be paid on Local chain \(chain 31337\)/);
  });

  it('keeps checking while the RPC is down, and settles once the chain answers again', async () => {
    const owner = await quoted();
    const hash = await sendToken(TREASURY, 250n * UNIT);
    await mine(2);
    rpc.up = false;
    try {
      expect((await pay(owner, hash)).status).toBe(202);
      await waitingFor(owner, /Local chain cannot be read right now/);
      expect(await paymentStatusOf(owner.id)).toBe('pending');
    } finally {
      rpc.up = true;
    }
    expect(await settled(owner, 60_000)).toMatchObject({ status: 'completed' });
  }, 90_000);
});

describe('two instances checking the same payment at once', () => {
  it('marks the listing paid once, with one audit entry and one notification', async () => {
    {
      const owner = await quoted();
      const hash = await sendToken(TREASURY, 250n * UNIT);
      await mine(2);
      // Entered directly, with no queued check, so that the two checks below are the only ones.
      const [row] = await app.query<{ id: number }>(
        `INSERT INTO listing_chain_payments (submission_id, quote_id, chain_id, tx_hash, submitted_by)
         VALUES ($1, $2, 31337, $3, $4) RETURNING id`,
        [owner.id, owner.quote.id, hash, owner.user.id],
      );
      const results = await Promise.all([
        app.get(CheckChainPaymentUseCase).check(row.id),
        second.get(CheckChainPaymentUseCase).check(row.id),
        app.get(CheckChainPaymentUseCase).check(row.id),
      ]);
      expect(
        results.filter((result) => result !== null && result !== 'waiting' && result.outcome === 'completed'),
      ).toHaveLength(1);
      expect(
        results.filter((result) => result === null),
        JSON.stringify(results, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
      ).toHaveLength(2);
      expect(await paymentStatusOf(owner.id)).toBe('completed');
      const audit = await app.query(
        `SELECT 1 FROM audit_log WHERE target_id = $1 AND action = 'project-submission.payment-on-chain'`,
        [owner.id],
      );
      expect(audit).toHaveLength(1);
      await app.jobsSettled();
      const notifications = await app.query(
        `SELECT 1 FROM notifications WHERE user_id = $1 AND title LIKE 'Payment received%'`,
        [owner.user.id],
      );
      expect(notifications).toHaveLength(1);
    }
  });

  it('without TREASURY_ADDRESS, refuses to quote with a 503 that says what to set', async () => {
    {
      const client = (await bare.signedIn('admin')).client;
      const owner = await submitted();
      const response = await client.post(`/api/admin/project-submissions/${owner.id}/quotes`, {
        amount: '1',
        token: 'native',
        chainId: 1,
      });
      expect(response.status).toBe(503);
      expect(response.body.message).toMatch(/^Set TREASURY_ADDRESS/);
    }
  });
});

describe('who may see and pay', () => {
  it("answers someone else's submission with 404 and anonymous callers with 401", async () => {
    const owner = await quoted();
    const stranger = (await app.signedIn()).client;
    const hash = `0x${randomBytes(32).toString('hex')}`;
    expect((await stranger.get(`/api/project-submissions/${owner.id}/payment`)).status).toBe(404);
    expect((await stranger.post(`/api/project-submissions/${owner.id}/payments`, { txHash: hash })).status).toBe(404);
    expect((await admin.post(`/api/project-submissions/${owner.id}/payments`, { txHash: hash })).status).toBe(404);
    expect((await app.client().get(`/api/project-submissions/${owner.id}/payment`)).status).toBe(401);
    expect((await admin.get(`/api/project-submissions/${owner.id}/payment`)).status).toBe(200);
    expect((await stateOf(owner)).payments).toEqual([]);
  });

  it('refuses bad hashes (400), a listing with no quote and a free listing (409)', async () => {
    const owner = await quoted();
    for (const txHash of ['0x1234', `0x${'g'.repeat(64)}`, `${'a'.repeat(64)}`, 12, null])
      expect((await pay(owner, txHash as string)).status, String(txHash)).toBe(400);
    expect((await pay(owner, `0x${'a'.repeat(64)}`, { chainId: 'x' })).status).toBe(400);
    const unquoted = await submitted();
    expect(await pay(unquoted, `0x${randomBytes(32).toString('hex')}`)).toMatchObject({
      status: 409,
      body: { message: 'There is no quote to pay yet: an admin issues one first' },
    });
    const free = await submitted('free');
    expect((await pay(free, `0x${randomBytes(32).toString('hex')}`)).status).toBe(409);
  });
});
