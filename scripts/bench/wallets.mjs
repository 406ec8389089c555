// Wallet sign-in in `npm run bench`: POST /api/auth/wallet/login (Sign-In with Ethereum) with an
// account key's signature, 50 sign-ins at a time, each with its own session, nonce and signed message
// (prepared before the load, as browsers would have them); then the signed-in read GET /api/auth/user
// by a session a wallet started against one a password started, alternating autocannon runs.
import { join } from 'node:path';
import { createSiweMessage } from 'viem/siwe';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { alternatingLoads, runsText } from './api.mjs';
import { freePort, ROOT, startNode, startPostgres, tempDir, waitHealthy } from './support.mjs';

export const WALLET_TARGETS = { signInP99Ms: 25, walletToPasswordRead: 0.9 };
const CONNECTIONS = 50;
const SIGN_INS = 6_000;
const WALLETS = 20;

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .find((value) => value.startsWith('sid='))
    ?.split(';')[0];

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
  return { cookie: cookieOf(response), body: { message, signature: await wallet.signMessage({ message }) } };
}

const percentile = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];

/** Sends every prepared sign-in, `CONNECTIONS` at a time; latencies in ms. */
async function signInLoad(url, prepared) {
  const latencies = [];
  let errors = 0;
  const refusals = new Map();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < prepared.length) {
        const { cookie, body } = prepared[next];
        next += 1;
        const sent = performance.now();
        const response = await post(`${url}/api/auth/wallet/login`, body, cookie);
        const answer = await response.json();
        latencies.push(performance.now() - sent);
        if (response.status !== 200 || !answer.user) {
          errors += 1;
          const reason = `${response.status} ${answer.message}`;
          refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    signIns: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    errors,
    refusals: Object.fromEntries(refusals),
  };
}

export async function measureWallets() {
  const postgres = await startPostgres();
  const port = await freePort();
  const app = startNode(join(ROOT, 'backend/dist/main.js'), {
    DATABASE_URL: postgres.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    RATE_LIMIT_SCALE: '1000000',
    DATA_DIR: await tempDir('bench-wallets-'),
    STATIC_DIR: '/nonexistent',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url);
    const wallets = Array.from({ length: WALLETS }, () => privateKeyToAccount(generatePrivateKey()));
    for (const [index, wallet] of wallets.entries()) {
      const { cookie, body } = await prepareSignIn(url, wallet);
      const login = await post(`${url}/api/auth/wallet/login`, body, cookie);
      const answer = await login.json();
      if (!answer.newWallet) throw new Error(`wallet login failed: ${login.status} ${JSON.stringify(answer)}`);
      const signup = await post(
        `${url}/api/auth/wallet/signup`,
        { username: `bench_wallet_${index}` },
        cookieOf(login),
      );
      if (signup.status !== 201) throw new Error(`wallet sign-up failed: ${signup.status} ${await signup.text()}`);
    }
    console.log(`Preparing ${SIGN_INS} wallet sign-ins (a nonce and a signed message each)...`);
    const prepared = [];
    for (let index = 0; index < SIGN_INS; index += 1) prepared.push(await prepareSignIn(url, wallets[index % WALLETS]));
    // A first tenth warms the server up; the rest is measured.
    const warmUp = Math.floor(SIGN_INS / 10);
    await signInLoad(url, prepared.slice(0, warmUp));
    console.log('Loading POST /api/auth/wallet/login...');
    const signIn = await signInLoad(url, prepared.slice(warmUp));

    const walletSession = await prepareSignIn(url, wallets[0]);
    const walletCookie = cookieOf(await post(`${url}/api/auth/wallet/login`, walletSession.body, walletSession.cookie));
    const passwordCookie = cookieOf(
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
    await app.stop();
    await postgres.stop();
  }
}

export function walletsSection(result, check) {
  const rps = (value) => Math.round(value).toLocaleString('en-US');
  const { signIn, reads, readRatio } = result;
  return [
    '',
    '## Wallet sign-in',
    '',
    `POST /api/auth/wallet/login (Sign-In with Ethereum) with an account key's signature: ${rps(signIn.signIns)} sign-ins of`,
    `${WALLETS} wallets, ${CONNECTIONS} at a time, each with its own session, nonce and signed message prepared before the load`,
    '(after a tenth as many to warm up). Each checks the message, takes the nonce, recovers the signer and starts a new session.',
    '',
    '| Sign-ins/s | p50 / p99 ms (target p99 ≤ 25) | Errors |',
    '|---|---|---|',
    `| ${rps(signIn.requestsPerSecond)} | ${signIn.p50} / ${signIn.p99} ` +
      `${check(signIn.p99 <= WALLET_TARGETS.signInP99Ms, `wallet sign-in: p99 ${signIn.p99} ms`)} | ` +
      `${signIn.errors} ${check(signIn.errors === 0, `wallet sign-in: ${signIn.errors} errors`)} |`,
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
