import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { startTestApp, type TestApp } from './support/test-app';
import { newWallet, requestNonce, signInMessage, walletLogin, walletProof, walletSignup } from './support/wallets';

let app: TestApp;
let counter = 0;
const username = () => `wallet${process.pid}x${(counter += 1)}`;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

const countRows = async (sql: string, parameters: unknown[] = []) =>
  (await app.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${sql}`, parameters))[0].count;

describe('signing up and in with a wallet', () => {
  it('says which chains are accepted and that WalletConnect is not offered without a project id', async () => {
    const client = app.client();
    const response = await client.get('/api/auth/wallet/options');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ chainIds: [1, 8453, 42161, 10, 137], walletConnectProjectId: null });
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self';");
    expect(client.cookie).toBeUndefined();
  });

  it('answers a nonce and the fields of the message, in a new session', async () => {
    const client = app.client();
    const response = await client.post('/api/auth/wallet/nonce');
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.nonce).toMatch(/^[0-9a-zA-Z]{8,}$/);
    expect(data.chainIds).toEqual([1, 8453, 42161, 10, 137]);
    expect(data.uri).toMatch(/^http:\/\//);
    expect(data.domain).toBe(new URL(data.uri).host);
    const minutes = (new Date(data.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(client.cookie).toBeDefined();
  });

  it('makes a new wallet choose a username, then creates a user with the wallet and signs it in', async () => {
    const wallet = newWallet();
    const client = app.client();
    const login = await walletLogin(client, wallet);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, user: null, newWallet: { address: wallet.address, chainId: 1 } });
    expect((await client.get('/api/auth/user')).status).toBe(401);

    const name = username();
    const created = await client.post('/api/auth/wallet/signup', { username: name });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ username: name, role: 'user' });
    expect((await client.get('/api/auth/user')).body.user.username).toBe(name);

    const [row] = await app.query<{ address: string; chain_id: number; password_hash: string | null }>(
      'SELECT w.address, w.chain_id, u.password_hash FROM wallets w JOIN users u ON u.id = w.user_id WHERE u.id = $1',
      [created.body.user.id],
    );
    expect(row).toEqual({ address: wallet.address.toLowerCase(), chain_id: 1, password_hash: null });
    // No password matches an account without one.
    expect((await app.client().post('/api/auth/login', { username: name, password: '' })).status).toBe(400);
  });

  it('signs a known wallet in with a new session id, and records when it was used', async () => {
    const wallet = newWallet();
    const name = username();
    expect((await walletSignup(app.client(), wallet, name)).status).toBe(201);
    await app.query('UPDATE wallets SET last_used_at = NULL WHERE address = $1', [wallet.address.toLowerCase()]);

    const client = app.client();
    const fields = await requestNonce(client);
    const before = client.cookie;
    const message = signInMessage(wallet, fields);
    const login = await client.post('/api/auth/wallet/login', {
      message,
      signature: await wallet.signMessage({ message }),
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, message: 'Logged in', user: { username: name } });
    expect(client.cookie).not.toBe(before);
    expect((await client.get('/api/auth/user')).body.user.username).toBe(name);
    const [{ last_used_at }] = await app.query<{ last_used_at: Date | null }>(
      'SELECT last_used_at FROM wallets WHERE address = $1',
      [wallet.address.toLowerCase()],
    );
    expect(last_used_at).not.toBeNull();
  });

  it('asks for the two-factor code after the signature of an account that has it on', async () => {
    const wallet = newWallet();
    const client = app.client();
    expect((await walletSignup(client, wallet, username())).status).toBe(201);
    const setup = await client.post('/api/account/two-factor/setup');
    const { secret } = setup.body.data;
    const code = (steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
    expect((await client.post('/api/account/two-factor/enable', { code: code() })).status).toBe(200);

    const next = app.client();
    const login = await walletLogin(next, wallet);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ twoFactorRequired: true, user: null });
    expect((await next.get('/api/auth/user')).status).toBe(401);
    const finished = await next.post('/api/auth/login/two-factor', { code: code(1) });
    expect(finished.status).toBe(200);
    expect((await next.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses a taken username with 409 and creates nothing; the wallet may try another name', async () => {
    const taken = await app.createUser();
    const wallet = newWallet();
    const client = app.client();
    const login = await walletLogin(client, wallet);
    expect(login.body.newWallet).toBeDefined();
    const refused = await client.post('/api/auth/wallet/signup', { username: taken.username.toUpperCase() });
    expect(refused.status).toBe(409);
    expect(await countRows('wallets WHERE address = $1', [wallet.address.toLowerCase()])).toBe(0);
    expect((await client.post('/api/auth/wallet/signup', { username: username() })).status).toBe(201);
  });

  it('refuses a sign-up without a proven wallet in the session', async () => {
    const response = await app.client().post('/api/auth/wallet/signup', { username: username() });
    expect(response.status).toBe(401);
    expect(response.body.message).toMatch(/Sign the message with your wallet first/);
  });
});

describe('refusals: each a 4xx with a message, creating nothing', () => {
  async function refused(
    client: ApiClient,
    body: { message: string; signature: string },
    status: number,
    message: RegExp,
  ): Promise<void> {
    const users = await countRows('users');
    const wallets = await countRows('wallets');
    const response = await client.post('/api/auth/wallet/login', body);
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(message);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect(await countRows('users')).toBe(users);
    expect(await countRows('wallets')).toBe(wallets);
  }

  it('another domain or URI', async () => {
    const client = app.client();
    const wallet = newWallet();
    await refused(client, await walletProof(client, wallet, { domain: 'evil.example' }), 400, /another site/);
    await refused(client, await walletProof(client, wallet, { uri: 'https://evil.example' }), 400, /another site/);
  });

  it('a chain that is not accepted', async () => {
    const client = app.client();
    await refused(client, await walletProof(client, newWallet(), { chainId: 56 }), 400, /Chain 56 is not accepted/);
  });

  it('an Issued At in the future, an Expiration Time passed, a Not Before to come', async () => {
    const client = app.client();
    const wallet = newWallet();
    const hour = 60 * 60 * 1000;
    await refused(client, await walletProof(client, wallet, { issuedAt: new Date(Date.now() + hour) }), 400, /future/);
    await refused(
      client,
      await walletProof(client, wallet, { expirationTime: new Date(Date.now() - 1000) }),
      400,
      /expired/,
    );
    await refused(
      client,
      await walletProof(client, wallet, { notBefore: new Date(Date.now() + hour) }),
      400,
      /not valid yet/,
    );
  });

  it('a wrong nonce, a nonce used once already, a nonce of another session, and no nonce at all', async () => {
    const wallet = newWallet();
    const client = app.client();
    await refused(
      client,
      await walletProof(client, wallet, { nonce: 'abcdef123456789' }),
      401,
      /expired or was already used/,
    );

    const proof = await walletProof(client, wallet);
    expect((await client.post('/api/auth/wallet/login', proof)).status).toBe(200);
    await refused(client, proof, 401, /expired or was already used/);

    const other = app.client();
    const stolen = await walletProof(other, wallet);
    const thief = app.client();
    await requestNonce(thief);
    await refused(thief, stolen, 401, /expired or was already used/);
    await refused(app.client(), stolen, 401, /expired or was already used/);
  });

  it('an expired nonce', async () => {
    const client = app.client();
    const fields = await requestNonce(client);
    await app.query(`UPDATE sign_in_nonces SET expires_at = now() - interval '1 second' WHERE nonce = $1`, [
      fields.nonce,
    ]);
    const wallet = newWallet();
    const message = signInMessage(wallet, fields);
    await refused(
      client,
      { message, signature: await wallet.signMessage({ message }) },
      401,
      /expired or was already used/,
    );
  });

  it('one nonce sent twice at the same time: one sign-in, one refusal', async () => {
    const wallet = newWallet();
    expect((await walletSignup(app.client(), wallet, username())).status).toBe(201);
    const client = app.client();
    const proof = await walletProof(client, wallet);
    const statuses = (await Promise.all([1, 2, 3].map(() => client.post('/api/auth/wallet/login', proof)))).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 401, 401]);
  });

  it('a tampered message, and a signature by another address', async () => {
    const client = app.client();
    const wallet = newWallet();
    const proof = await walletProof(client, wallet);
    await refused(
      client,
      { message: proof.message.replace('Sign in to', 'Sign in to'.toUpperCase()), signature: proof.signature },
      401,
      /not made by the address/,
    );
    const fields = await requestNonce(client);
    const message = signInMessage(wallet, fields);
    await refused(
      client,
      { message, signature: await newWallet().signMessage({ message }) },
      401,
      /not made by the address/,
    );
  });

  it('a contract wallet signature on a chain without an RPC URL', async () => {
    const client = app.client();
    const proof = await walletProof(client, newWallet());
    await refused(client, { ...proof, signature: `0x${'ab'.repeat(100)}` }, 400, /no RPC URL/);
  });

  it('malformed input', async () => {
    const client = app.client();
    await requestNonce(client);
    await refused(client, { message: 'hello', signature: '0x1234' }, 400, /not a Sign-In with Ethereum message/);
    const wallet = newWallet();
    const proof = await walletProof(client, wallet);
    await refused(
      client,
      { message: proof.message.replace(wallet.address, wallet.address.toLowerCase()), signature: proof.signature },
      400,
      /checksummed/,
    );
    for (const body of [{}, { message: 1, signature: '0x00' }, { message: 'x', signature: 'not hex' }]) {
      const response = await client.post('/api/auth/wallet/login', body);
      expect(response.status).toBe(400);
    }
  });
});

describe('wallets on an account', () => {
  it('links a second wallet, names it, lists both checksummed, and signs in with either', async () => {
    const first = newWallet();
    const second = newWallet();
    const client = app.client();
    const name = username();
    expect((await walletSignup(client, first, name)).status).toBe(201);

    const linked = await client.post('/api/account/wallets', await walletProof(client, second));
    expect(linked.status).toBe(201);
    expect(linked.body.data).toMatchObject({ address: second.address, chainId: 1, name: null, lastUsedAt: null });
    // Linking keeps the caller signed in.
    expect((await client.get('/api/auth/user')).body.user.username).toBe(name);

    const renamed = await client.patch(`/api/account/wallets/${linked.body.data.id}`, { name: '  Ledger  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Ledger');

    const list = await client.get('/api/account/wallets');
    expect(list.body.data.map((wallet: { address: string }) => wallet.address)).toEqual([
      first.address,
      second.address,
    ]);

    const other = app.client();
    expect((await walletLogin(other, second)).body.user.username).toBe(name);
  });

  it("refuses another account's wallet with a 409 that does not say whose, and one linked already", async () => {
    const wallet = newWallet();
    const owner = app.client();
    expect((await walletSignup(owner, wallet, username())).status).toBe(201);
    const { client } = await app.signedIn();
    const response = await client.post('/api/account/wallets', await walletProof(client, wallet));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This wallet is linked to another account');
    const again = await owner.post('/api/account/wallets', await walletProof(owner, wallet));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This wallet is already linked to your account');
  });

  it('never unlinks the last way to sign in, and unlinks a wallet of an account with a password', async () => {
    const wallet = newWallet();
    const client = app.client();
    expect((await walletSignup(client, wallet, username())).status).toBe(201);
    const [only] = (await client.get('/api/account/wallets')).body.data;
    const refused = await client.delete(`/api/account/wallets/${only.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/only way to sign in/);

    const { client: withPassword } = await app.signedIn();
    const linked = await withPassword.post('/api/account/wallets', await walletProof(withPassword, newWallet()));
    const unlinked = await withPassword.delete(`/api/account/wallets/${linked.body.data.id}`);
    expect(unlinked.status).toBe(200);
    expect((await withPassword.get('/api/account/wallets')).body.data).toEqual([]);
  });

  it("answers 404 for another account's wallet", async () => {
    const { client: owner } = await app.signedIn();
    const linked = await owner.post('/api/account/wallets', await walletProof(owner, newWallet()));
    const { client } = await app.signedIn();
    expect((await client.patch(`/api/account/wallets/${linked.body.data.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await client.delete(`/api/account/wallets/${linked.body.data.id}`)).status).toBe(404);
    expect(await countRows('wallets WHERE id = $1 AND name IS NULL', [linked.body.data.id])).toBe(1);
  });

  it('exports the wallets with the account and removes them with it', async () => {
    const { user, client } = await app.signedIn();
    const wallet = newWallet();
    await client.post('/api/account/wallets', await walletProof(client, wallet));
    const exported = await client.get('/api/account/export');
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).toContain(wallet.address);
    const deleted = await client.post('/api/account/delete', { password: user.password });
    expect(deleted.status).toBe(200);
    expect(await countRows('wallets WHERE user_id = $1', [user.id])).toBe(0);
  });
});

describe('wallets in the admin Users list', () => {
  it('shows each account its wallets, checksummed, and finds an account by part of an address in any case', async () => {
    const wallet = newWallet();
    const name = username();
    const client = app.client();
    expect((await walletSignup(client, wallet, name)).status).toBe(201);
    const { client: admin } = await app.signedIn('admin');
    const part = wallet.address.slice(10, 24).toUpperCase();
    const found = await admin.get(`/api/admin/users?q=${part}`);
    expect(found.status).toBe(200);
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0]).toMatchObject({ username: name, wallets: [wallet.address] });
    const passwordOnly = await admin.get(`/api/admin/users?q=${encodeURIComponent(name)}`);
    expect(passwordOnly.body.data[0].wallets).toEqual([wallet.address]);
  });
});

describe('a password for an account made with a wallet', () => {
  it('has none at first, sets one without a current password, then needs it like any account', async () => {
    const wallet = newWallet();
    const client = app.client();
    const name = username();
    expect((await walletSignup(client, wallet, name)).status).toBe(201);
    expect((await client.get('/api/account/password')).body.data).toEqual({ isSet: false });

    const set = await client.post('/api/account/password', { newPassword: 'first password' });
    expect(set.status).toBe(200);
    expect((await client.get('/api/account/password')).body.data).toEqual({ isSet: true });
    expect((await app.client().post('/api/auth/login', { username: name, password: 'first password' })).status).toBe(
      200,
    );

    const missing = await client.post('/api/account/password', { newPassword: 'second password' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Current password is required');
    // With a password, the wallet may go.
    const [only] = (await client.get('/api/account/wallets')).body.data;
    expect((await client.delete(`/api/account/wallets/${only.id}`)).status).toBe(200);
  });
});
