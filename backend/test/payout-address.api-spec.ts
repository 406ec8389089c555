import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { eventually } from './support/outbox';
import { startTestApp, type TestApp, type TestUser } from './support/test-app';
import { newWallet, walletProof, walletSignup } from './support/wallets';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

interface Partner {
  user: TestUser;
  client: ApiClient;
  walletIds: number[];
  addresses: string[];
}

/** An approved partner with `wallets` linked wallets and a verified address. */
async function partnerWithWallets(wallets = 2): Promise<Partner> {
  const { user, client } = await app.approvedPartner();
  await app.query(`UPDATE users SET email = $2, email_verified_at = now() WHERE id = $1`, [
    user.id,
    `${user.username}@example.com`,
  ]);
  const walletIds: number[] = [];
  const addresses: string[] = [];
  for (let index = 0; index < wallets; index += 1) {
    const wallet = newWallet();
    const linked = await client.post('/api/account/wallets', await walletProof(client, wallet));
    walletIds.push(linked.body.data.id);
    addresses.push(wallet.address);
  }
  return { user, client, walletIds, addresses };
}

/** Makes the partner's waiting change effective, as the end of its hold would. */
const endHold = (userId: number) =>
  app.query(
    `UPDATE payout_address_changes SET effective_at = now() - interval '1 second', requested_at = requested_at - interval '48 hours'
      WHERE user_id = $1 AND cancelled_at IS NULL AND effective_at > now()`,
    [userId],
  );

describe('a partner choosing a payout address', () => {
  it('holds a new address for 48 hours, mails the account, then pays to it', async () => {
    const partner = await partnerWithWallets();
    const empty = await partner.client.get('/api/partner/payout-address');
    expect(empty.body.data).toEqual({ current: null, pending: null, history: [] });

    const changed = await partner.client.put('/api/partner/payout-address', {
      walletId: partner.walletIds[0],
      chainId: 8453,
      password: partner.user.password,
    });
    expect(changed.status).toBe(200);
    const { pending, current } = changed.body.data;
    expect(current).toBeNull();
    expect(pending).toMatchObject({
      address: partner.addresses[0],
      chainId: 8453,
      status: 'pending',
      cancelledAt: null,
    });
    const hours = (new Date(pending.effectiveAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect(pending.requestedFrom).toMatch(/127\.0\.0\.1/);

    await eventually(async () => {
      const mail = (await app.outbox()).find(
        (message) =>
          message.to.includes(`${partner.user.username}@example.com`) &&
          /payout address is changing/.test(message.subject),
      );
      return mail?.text.includes(partner.addresses[0]) ? mail : undefined;
    });

    await endHold(partner.user.id);
    const effective = await partner.client.get('/api/partner/payout-address');
    expect(effective.body.data.current).toMatchObject({ address: partner.addresses[0], status: 'active' });
    expect(effective.body.data.pending).toBeNull();
  });

  it('keeps paying the current address while a change waits, and a cancelled change never counts', async () => {
    const partner = await partnerWithWallets();
    await partner.client.put('/api/partner/payout-address', {
      walletId: partner.walletIds[0],
      chainId: 1,
      password: partner.user.password,
    });
    await endHold(partner.user.id);
    const waiting = await partner.client.put('/api/partner/payout-address', {
      walletId: partner.walletIds[1],
      chainId: 1,
      password: partner.user.password,
    });
    expect(waiting.body.data.current.address).toBe(partner.addresses[0]);
    expect(waiting.body.data.pending.address).toBe(partner.addresses[1]);

    const cancelled = await partner.client.delete('/api/partner/payout-address/pending');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.pending).toBeNull();
    expect(cancelled.body.data.current.address).toBe(partner.addresses[0]);
    expect(cancelled.body.data.history.map((entry: { status: string }) => entry.status)).toEqual([
      'cancelled',
      'active',
    ]);
    expect((await partner.client.delete('/api/partner/payout-address/pending')).status).toBe(404);
    await eventually(async () =>
      (await app.outbox()).find(
        (message) =>
          message.to.includes(`${partner.user.username}@example.com`) && /was cancelled/.test(message.subject),
      ),
    );
  });

  it('refuses a wrong or missing password, a wallet not of the account, a chain not accepted and the same address', async () => {
    const partner = await partnerWithWallets(1);
    const other = await partnerWithWallets(1);
    const attempt = (body: Record<string, unknown>) =>
      partner.client.put('/api/partner/payout-address', { walletId: partner.walletIds[0], chainId: 8453, ...body });
    const wrong = await attempt({ password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The password or two-factor code is not right');
    expect((await attempt({})).body.message).toBe('Enter your password or a two-factor code to confirm this change');
    expect((await attempt({ walletId: other.walletIds[0], password: partner.user.password })).body.message).toBe(
      'Choose one of the wallets linked to your account',
    );
    expect((await attempt({ chainId: 56, password: partner.user.password })).body.message).toMatch(/Chain 56/);
    expect((await app.query('SELECT 1 FROM payout_address_changes WHERE user_id = $1', [partner.user.id])).length).toBe(
      0,
    );

    expect((await attempt({ password: partner.user.password })).status).toBe(200);
    const same = await attempt({ password: partner.user.password });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('This is already your payout address');
  });

  it('takes a two-factor code instead of the password, and asks a wallet-only account to set one of them first', async () => {
    const wallet = newWallet();
    const client = app.client();
    const created = await walletSignup(client, wallet, `payout${Date.now()}`);
    const userId = created.body.user.id;
    await app.query(`UPDATE users SET role = 'partner' WHERE id = $1`, [userId]);
    // The role is read from the session's user: sign in again.
    const signedIn = app.client();
    await signedIn.post('/api/auth/wallet/login', await walletProof(signedIn, wallet));
    const [{ id: walletId }] = (await signedIn.get('/api/account/wallets')).body.data;

    const refused = await signedIn.put('/api/partner/payout-address', { walletId, chainId: 1, code: '123456' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/neither a password nor two-factor/);

    const { secret } = (await signedIn.post('/api/account/two-factor/setup')).body.data;
    const code = (steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
    expect((await signedIn.post('/api/account/two-factor/enable', { code: code() })).status).toBe(200);
    const accepted = await signedIn.put('/api/partner/payout-address', { walletId, chainId: 1, code: code(1) });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.pending.address).toBe(wallet.address);
  });

  it('shows admins the history, exports it with the account and deletes it with the account', async () => {
    const partner = await partnerWithWallets(1);
    await partner.client.put('/api/partner/payout-address', {
      walletId: partner.walletIds[0],
      chainId: 10,
      password: partner.user.password,
    });
    const { client: admin } = await app.signedIn('admin');
    const seen = await admin.get(`/api/admin/users/${partner.user.id}/payout-address`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.pending).toMatchObject({ address: partner.addresses[0], chainId: 10 });

    const exported = await partner.client.get('/api/account/export');
    expect(JSON.stringify(exported.body)).toContain('payoutAddressChanges');
    expect((await partner.client.post('/api/account/delete', { password: partner.user.password })).status).toBe(200);
    expect((await app.query('SELECT 1 FROM payout_address_changes WHERE user_id = $1', [partner.user.id])).length).toBe(
      0,
    );
  });

  it('is for partners signed in with a session only', async () => {
    const { client } = await app.signedIn();
    expect((await client.get('/api/partner/payout-address')).status).toBe(403);
    expect((await app.client().get('/api/partner/payout-address')).status).toBe(401);
    const partner = await partnerWithWallets(0);
    const token = (await partner.client.post('/api/account/tokens', { name: 'Script', scope: 'read-write' })).body.data
      .token;
    const withToken = await app
      .client()
      .get('/api/partner/payout-address', { headers: { authorization: `Bearer ${token}` } });
    expect(withToken.status).toBe(403);
  });
});
