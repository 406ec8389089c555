import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'account-email-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://growth.example' } });
});

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface SentMail {
  subject: string;
  text: string;
  html: string;
}

/** The mails delivered to an address so far (the background worker writes them to the outbox). */
async function mailsTo(address: string): Promise<SentMail[]> {
  const rows = await app.query<{ outbox_file: string }>(
    `SELECT outbox_file FROM mail_deliveries WHERE recipient = $1 ORDER BY id`,
    [address],
  );
  return Promise.all(
    rows.map(async ({ outbox_file }) => {
      const parsed = await simpleParser(await readFile(join(dataDir, 'outbox', outbox_file)));
      return {
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
      };
    }),
  );
}

async function waitForMails(address: string, count: number): Promise<SentMail[]> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000, interval: 100 }).toBe(count);
  return mailsTo(address);
}

function tokenFrom(mail: SentMail): string {
  const match = /https:\/\/growth\.example\/account\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no verification link in: ${mail.text}`);
  return match[1];
}

let addressCounter = 0;
const newAddress = () => `person${process.pid}x${++addressCounter}@example.com`;

async function setEmail(client: ApiClient, email: string) {
  return client.request('PUT', '/api/account/email', { body: { email } });
}

/** A signed-in user whose address is verified. */
async function verifiedUser(email = newAddress()) {
  const { user, client } = await app.signedIn();
  expect((await setEmail(client, email)).status).toBe(200);
  const [mail] = await waitForMails(email, 1);
  expect((await app.client().post('/api/account/email/verify', { token: tokenFrom(mail) })).status).toBe(200);
  return { user, client, email };
}

describe('GET /api/account/email', () => {
  it('answers no address for a new account', async () => {
    const { client } = await app.signedIn();
    const response = await client.get('/api/account/email');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { email: null, verified: false } });
  });

  it.each([
    ['GET', '/api/account/email', undefined],
    ['PUT', '/api/account/email', { email: 'someone@example.com' }],
    ['DELETE', '/api/account/email', undefined],
  ])('answers %s %s with 401 when signed out', async (method, path, body) => {
    const response = await app.client().request(method, path, { body });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('PUT /api/account/email and POST /api/account/email/verify', () => {
  it('stores the address unverified, mails one link, and the link verifies it once', async () => {
    const { user, client } = await app.signedIn();
    const email = newAddress();
    const response = await setEmail(client, `  ${email} `);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { email, verified: false } });
    expect((await client.get('/api/account/email')).body.data).toEqual({ email, verified: false });

    const [mail] = await waitForMails(email, 1);
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.text).toContain(user.username);
    const token = tokenFrom(mail);
    expect(mail.html).toContain(`https://growth.example/account/verify-email?token=${token}`);
    const [stored] = await app.query<{ token_hash: string; purpose: string; expires_at: Date }>(
      `SELECT token_hash, purpose, expires_at FROM account_tokens WHERE user_id = $1`,
      [user.id],
    );
    expect(stored.purpose).toBe('verify-email');
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const hoursValid = (new Date(stored.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(23.9);
    expect(hoursValid).toBeLessThanOrEqual(24);

    // Another browser, no session: the link works on its own.
    const verified = await app.client().post('/api/account/email/verify', { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, data: { email, verified: true } });
    expect((await client.get('/api/account/email')).body.data).toEqual({ email, verified: true });

    const reused = await app.client().post('/api/account/email/verify', { token });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ success: false, message: 'This verification link has already been used.' });
  });

  it('changes nothing and sends nothing when the verified address is set again', async () => {
    const { client, email } = await verifiedUser();
    const again = await setEmail(client, email.toUpperCase());
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ email, verified: true });
    // A later mail to another address shows the worker ran; none more went to this one.
    await verifiedUser();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('makes a changed address unverified until its own link is followed', async () => {
    const { client, user } = await verifiedUser();
    const changed = newAddress();
    expect((await setEmail(client, changed)).body.data).toEqual({ email: changed, verified: false });
    const [row] = await app.query<{ email_verified_at: Date | null }>(
      `SELECT email_verified_at FROM users WHERE id = $1`,
      [user.id],
    );
    expect(row.email_verified_at).toBeNull();
    const [mail] = await waitForMails(changed, 1);
    expect((await app.client().post('/api/account/email/verify', { token: tokenFrom(mail) })).body.data).toEqual({
      email: changed,
      verified: true,
    });
  });

  it('refuses a link replaced by a newer one, and one for an address the account no longer has', async () => {
    const { client } = await app.signedIn();
    const email = newAddress();
    await setEmail(client, email);
    const [first] = await waitForMails(email, 1);
    await setEmail(client, email);
    const [, second] = await waitForMails(email, 2);
    expect(tokenFrom(second)).not.toBe(tokenFrom(first));
    const superseded = await app.client().post('/api/account/email/verify', { token: tokenFrom(first) });
    expect(superseded.status).toBe(400);
    expect(superseded.body.message).toBe(
      'This verification link has been replaced by a newer one. Use the link in the latest mail.',
    );

    await setEmail(client, newAddress());
    const changedAway = await app.client().post('/api/account/email/verify', { token: tokenFrom(second) });
    expect(changedAway.status).toBe(400);
    expect(changedAway.body.message).toContain('replaced by a newer one');
  });

  it('refuses an expired link', async () => {
    const { client, user } = await app.signedIn();
    const email = newAddress();
    await setEmail(client, email);
    const [mail] = await waitForMails(email, 1);
    await app.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    const response = await app.client().post('/api/account/email/verify', { token: tokenFrom(mail) });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This verification link has expired. Ask for a new one on your account page.');
    expect((await client.get('/api/account/email')).body.data.verified).toBe(false);
  });

  it.each([
    ['garbage', { token: 'not-a-real-token' }, 'This verification link is not valid'],
    ['empty', { token: '' }, 'Token is required'],
    ['missing', {}, 'Token'],
    ['a number', { token: 42 }, 'Token must be a string'],
    ['too long', { token: 'x'.repeat(201) }, 'Token must be at most 200 characters'],
  ])('answers a %s token with 400', async (_case, body, message) => {
    const response = await app.client().post('/api/account/email/verify', body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toContain(message);
  });

  it('answers 409 for an address another account has verified, in any letter case', async () => {
    const { email } = await verifiedUser();
    const { client } = await app.signedIn();
    const response = await setEmail(client, email.toUpperCase());
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      success: false,
      message: 'This email address is already verified by another account',
    });
    expect((await client.get('/api/account/email')).body.data).toEqual({ email: null, verified: false });
  });

  it('answers 409 when another account verified the address after the link was sent', async () => {
    const email = newAddress();
    const { client: slow } = await app.signedIn();
    await setEmail(slow, email);
    const [slowMail] = await waitForMails(email, 1);
    const { client: quick } = await app.signedIn();
    await setEmail(quick, email);
    const [, quickMail] = await waitForMails(email, 2);
    expect((await app.client().post('/api/account/email/verify', { token: tokenFrom(quickMail) })).status).toBe(200);
    const response = await app.client().post('/api/account/email/verify', { token: tokenFrom(slowMail) });
    expect(response.status).toBe(409);
    expect((await slow.get('/api/account/email')).body.data.verified).toBe(false);
  });

  it.each([
    ['Email must be a valid email address', { email: 'not-an-email' }],
    ['Email is required', { email: '   ' }],
    ['Email must be a string', { email: 42 }],
    ['Email must be at most 320 characters', { email: `${'a'.repeat(64)}@${'b'.repeat(250)}.example.com` }],
    ['property name should not exist', { email: 'a@example.com', name: 'x' }],
  ])('answers 400 "%s" and stores nothing', async (message, body) => {
    const { client } = await app.signedIn();
    const response = await client.request('PUT', '/api/account/email', { body });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toContain(message);
    expect((await client.get('/api/account/email')).body.data.email).toBeNull();
  });
});

describe('DELETE /api/account/email', () => {
  it('removes the address, and its open link stops working', async () => {
    const { client } = await app.signedIn();
    const email = newAddress();
    await setEmail(client, email);
    const [mail] = await waitForMails(email, 1);
    const response = await client.request('DELETE', '/api/account/email');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { email: null, verified: false } });
    expect((await client.get('/api/account/email')).body.data).toEqual({ email: null, verified: false });
    expect((await app.client().post('/api/account/email/verify', { token: tokenFrom(mail) })).status).toBe(400);
  });

  it('frees a verified address for another account', async () => {
    const { client, email } = await verifiedUser();
    await client.request('DELETE', '/api/account/email');
    const { client: other } = await app.signedIn();
    expect((await setEmail(other, email)).status).toBe(200);
  });
});

describe('rate limit', () => {
  it('limits address changes per account', async () => {
    const limited = await startTestApp({
      env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1', RATE_LIMIT_ACCOUNT_EMAIL: '2' },
    });
    try {
      const { client } = await limited.signedIn();
      expect((await setEmail(client, newAddress())).status).toBe(200);
      expect((await setEmail(client, newAddress())).status).toBe(200);
      const refused = await setEmail(client, newAddress());
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      // Another account has its own allowance.
      const { client: other } = await limited.signedIn();
      expect((await setEmail(other, newAddress())).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
