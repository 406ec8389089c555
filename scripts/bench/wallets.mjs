// Wallet sign-in in `npm run bench`: POST /api/auth/wallet/login (Sign-In with Ethereum) with an
// account key's signature, 50 sign-ins at a time, each with its own session, nonce and signed message
// (prepared before the load, as browsers would have them); then the signed-in read GET /api/auth/user
// by a session a wallet started against one a password started, alternating autocannon runs.
import { availableParallelism } from 'node:os';
import { createSiweMessage } from 'viem/siwe';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { alternatingLoads, load, runsText } from './api.mjs';
import { sessionCookieOf, startBenchApp } from './support.mjs';

export const WALLET_TARGETS = { signInP99Ms: 25, walletToPasswordRead: 0.9 };
const CONNECTIONS = 50;
const SIGN_INS = 6_000;
const WALLETS = 20;

async function post(url, body, cookie) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A session with a nonce and the message a wallet signed for it: one sign-in, ready to send. */
async function prepareSignIn(url, wallet) {
  const response = await post(`${url}/api/auth/wallet/nonce`);
  const fields = (await response.json()).data;
  const message = createSiweMessage({
    domain: fields.domain,
    uri: fields.uri,
    statement: fields.statement,
    address: wallet.address,
    chainId: fields.chainIds[0],
    nonce: fields.nonce,
    version: '1',
    issuedAt: new Date(),
  });
  return { cookie: sessionCookieOf(response), body: { message, signature: await wallet.signMessage({ message }) } };
}

/** Sends every prepared sign-in once, `CONNECTIONS` at a time, from a load generator process of its own. */
async function signInLoad(url, prepared) {
  const sequence = prepared.map(({ cookie, body }) => ({
    method: 'POST',
    path: '/api/auth/wallet/login',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  }));
  const result = await load(url, {}, { connections: CONNECTIONS, sequence });
  return { signIns: result.requests, ...result };
}

/** The database statements one sign-in makes, counted with pg_stat_statements over `prepared` sent one at a time. */
async function statementsPerSignIn(url, database, prepared) {
  await database.query('SELECT pg_stat_statements_reset()');
  for (const { cookie, body } of prepared) await post(`${url}/api/auth/wallet/login`, body, cookie);
  const [{ calls }] = (
    await database.query(
      `SELECT coalesce(sum(calls), 0)::int AS calls FROM pg_stat_statements
       WHERE query NOT ILIKE '%pg_stat_statements%' AND query NOT ILIKE '%pgboss%' AND toplevel`,
    )
  ).rows;
  return calls / prepared.length;
}

export async function measureWallets() {
  const { url, postgres, stop } = await startBenchApp('wallets');
  try {
    const wallets = Array.from({ length: WALLETS }, () => privateKeyToAccount(generatePrivateKey()));
    for (const [index, wallet] of wallets.entries()) {
      const { cookie, body } = await prepareSignIn(url, wallet);
      const login = await post(`${url}/api/auth/wallet/login`, body, cookie);
      const answer = await login.json();
      if (!answer.newWallet) throw new Error(`wallet login failed: ${login.status} ${JSON.stringify(answer)}`);
      const signup = await post(
        `${url}/api/auth/wallet/signup`,
        { username: `bench_wallet_${index}` },
        sessionCookieOf(login),
      );
      if (signup.status !== 201) throw new Error(`wallet sign-up failed: ${signup.status} ${await signup.text()}`);
    }
    console.log(`Preparing ${SIGN_INS} wallet sign-ins (a nonce and a signed message each)...`);
    const prepared = [];
    for (let index = 0; index < SIGN_INS; index += 1) prepared.push(await prepareSignIn(url, wallets[index % WALLETS]));
    // A first tenth warms the server up, the next hundred are counted one by one; the rest is measured.
    const warmUp = Math.floor(SIGN_INS / 10);
    await signInLoad(url, prepared.slice(0, warmUp));
    const statements = await statementsPerSignIn(url, postgres.client, prepared.slice(warmUp, warmUp + 100));
    console.log('Loading POST /api/auth/wallet/login...');
    const signIn = { ...(await signInLoad(url, prepared.slice(warmUp + 100))), statements };

    const walletSession = await prepareSignIn(url, wallets[0]);
    const walletCookie = sessionCookieOf(
      await post(`${url}/api/auth/wallet/login`, walletSession.body, walletSession.cookie),
    );
    const passwordCookie = sessionCookieOf(
      await post(`${url}/api/auth/signup`, { username: 'bench_password', password: 'bench-password' }),
    );
    const target = `${url}/api/auth/user`;
    const reads = await alternatingLoads(
      {
        password: { url: target, headers: { cookie: passwordCookie } },
        wallet: { url: target, headers: { cookie: walletCookie } },
      },
      {
        duration: 5,
        announce: (side, round) =>
          console.log(`Loading GET /api/auth/user signed in with a ${side} (round ${round + 1})...`),
      },
    );
    return { signIn, reads, readRatio: reads.wallet.requestsPerSecond / reads.password.requestsPerSecond };
  } finally {
    await stop();
  }
}

export function walletsSection(result, check) {
  const rps = (value) => Math.round(value).toLocaleString('en-US');
  const { signIn, reads, readRatio } = result;
  const cpuMsPerSignIn = (availableParallelism() * 1000) / signIn.requestsPerSecond;
  return [
    '',
    '## Wallet sign-in',
    '',
    `POST /api/auth/wallet/login (Sign-In with Ethereum) with an account key's signature: ${rps(signIn.signIns)} sign-ins of`,
    `${WALLETS} wallets, ${CONNECTIONS} at a time from an autocannon process of its own, each with its own session, nonce and`,
    'signed message prepared before the load (after a tenth as many to warm up). Each counts the login rate limits, checks the',
    'message, takes the nonce, recovers the signer, reads the wallet, its account and whether it has two-factor sign-in, and',
    `replaces the nonce's session with a signed-in one: ${signIn.statements.toFixed(1)} database statements per sign-in`,
    '(pg_stat_statements, 100 sign-ins one at a time).',
    '',
    '| Sign-ins/s | p50 / p99 ms (target p99 ≤ 25) | Errors |',
    '|---|---|---|',
    `| ${rps(signIn.requestsPerSecond)} | ${signIn.p50} / ${signIn.p99} ` +
      `${check(signIn.p99 <= WALLET_TARGETS.signInP99Ms, `wallet sign-in: p99 ${signIn.p99} ms`)} | ` +
      `${signIn.errors} ${check(signIn.errors === 0, `wallet sign-in: ${signIn.errors} errors`)} |`,
    '',
    `At 50 connections a p99 of 25 ms needs about 2,000 sign-ins a second. At the rate measured, the two cores spend`,
    `${cpuMsPerSignIn.toFixed(1)} ms of CPU per sign-in (app, PostgreSQL, load generator and kernel; loopback TCP is processed`,
    `inside each sending write): about ${(cpuMsPerSignIn / (signIn.statements + 1)).toFixed(1)} ms for each of its round trips (the statements and the HTTP`,
    'exchange). The signature check is 0.1 ms of it.',
    '',
    'GET /api/auth/user by a session a wallet started against one a password started, autocannon 50 connections, alternating',
    '5 s runs (three each, after a 2 s warm-up of each; medians):',
    '',
    '| Session | req/s (median) | p50 / p99 ms | Errors | runs: req/s (p99 ms) |',
    '|---|---|---|---|---|',
    ...['password', 'wallet'].map(
      (side) =>
        `| ${side} | ${rps(reads[side].requestsPerSecond)} | ${reads[side].p50} / ${reads[side].p99} | ${reads[side].errors} ` +
        `${check(reads[side].errors === 0, `${side} session read: ${reads[side].errors} errors`)} | ${runsText(reads[side])} |`,
    ),
    '',
    `Wallet session over password session: **${readRatio.toFixed(2)}** (target ≥ ${WALLET_TARGETS.walletToPasswordRead}) ` +
      check(
        readRatio >= WALLET_TARGETS.walletToPasswordRead,
        `wallet session read ${readRatio.toFixed(2)}× the password one`,
      ),
  ];
}
