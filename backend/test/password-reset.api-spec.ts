import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './support/outbox';
import { startTestApp, type TestApp, type TestUser } from './support/test-app';
import { eventuallyPasses } from './support/eventually-passes';

const REQUESTED =
  'If that account has a verified email address, a link to reset its password is on its way. ' +
  'Accounts without one can ask an administrator for a reset link.';

let app: TestApp;
let second: TestApp;
/** Another instance on the same database with the default reset limits, reading the client address from X-Forwarded-For. */
let limited: TestApp;
let dataDir: string;

// Instances of one process share passport's registrations, so all of them live for the whole file.
// Any instance may run a mail job: they share one outbox and one public address.
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'password-reset-'));
  const env = { PUBLIC_URL: 'https://growth.example', DATA_DIR: dataDir };
  app = await startTestApp({ env });
  limited = await startTestApp({
    databaseUrl: app.databaseUrl,
    env: { ...env, RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' },
  });
  second = await startTestApp({ databaseUrl: app.databaseUrl, env });
});

afterAll(async () => {
  await second?.close();
  await limited?.close();
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

let addressCounter = 0;
const newAddress = () => `reset${process.pid}x${++addressCounter}@example.com`;

async function userWithAddress(verified: boolean): Promise<TestUser & { email: string }> {
  const user = await app.createUser();
  const email = newAddress();
  await app.query(`UPDATE users SET email = $2, email_verified_at = $3 WHERE id = $1`, [
    user.id,
    email,
    verified ? new Date() : null,
  ]);
  return { ...user, email };
}

const requestReset = (username: string, on: TestApp = app, headers: Record<string, string> = {}) =>
  on.client().post('/api/auth/password-reset/request', { username }, { headers });
const confirmReset = (token: string, newPassword: string) =>
  app.client().post('/api/auth/password-reset/confirm', { token, newPassword });

/** The reset links mailed to an address so far. */
async function resetTokensMailedTo(email: string): Promise<string[]> {
  await app.jobsSettled();
  const mails = (await app.outbox()).filter((mail) => mail.to === email);
  return mails.map((mail) => {
    expect(mail.subject).toBe('Reset your password');
    const match = /https:\/\/growth\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match) throw new Error(`no reset link in: ${mail.text}`);
    return match[1];
  });
}

async function mailedToken(email: string, count = 1): Promise<string> {
  const tokens = await eventually(async () => {
    const found = await resetTokensMailedTo(email);
    return found.length >= count ? found : undefined;
  });
  return tokens[count - 1];
}

function median(values: number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.floor(sorted.length / 2)];
}

describe('POST /api/auth/password-reset/request', () => {
  it('answers the same for known, unknown and unverified usernames, and mails only the verified address', async () => {
    const verified = await userWithAddress(true);
    const unverified = await userWithAddress(false);
    const withoutAddress = await app.createUser();
    const answers = await Promise.all(
      [verified.username, unverified.username, withoutAddress.username, `nobody${process.pid}`].map((name) =>
        requestReset(name),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, data: { message: REQUESTED } });
    }
    const token = await mailedToken(verified.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await resetTokensMailedTo(unverified.email)).toEqual([]);
    const [stored] = await app.query<{ token_hash: string; expires_in: number }>(
      `SELECT token_hash, extract(epoch FROM expires_at - now())::int AS expires_in FROM account_tokens
       WHERE user_id = $1 AND purpose = 'password-reset'`,
      [verified.id],
    );
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.expires_in).toBeGreaterThan(29 * 60);
    expect(stored.expires_in).toBeLessThanOrEqual(30 * 60);
  });

  it('takes about as long for an unknown username as for a known one with a verified address', async () => {
    const verified = await userWithAddress(true);
    const timeOf = async (username: string) => {
      const started = performance.now();
      expect((await requestReset(username)).status).toBe(200);
      return performance.now() - started;
    };
    await timeOf(`warmup${process.pid}`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      known.push(await timeOf(verified.username));
      unknown.push(await timeOf(`unknown${process.pid}x${round}`));
    }
    const [knownTime, unknownTime] = [median(known), median(unknown)];
    expect(knownTime).toBeLessThan(300);
    expect(unknownTime).toBeLessThan(300);
    // A floor of a few milliseconds, so scheduler noise on sub-millisecond work is not a ratio.
    expect(Math.max(knownTime, unknownTime)).toBeLessThan(3 * Math.max(5, Math.min(knownTime, unknownTime)));
  });

  it('is rate limited per username and per address', async () => {
    const user = await app.createUser();
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await requestReset(user.username, limited, from(`198.51.100.${attempt + 1}`))).status).toBe(200);
    }
    const perUsername = await requestReset(user.username.toUpperCase(), limited, from('198.51.100.9'));
    expect(perUsername.status).toBe(429);
    expect(perUsername.headers.get('retry-after')).toBeTruthy();
    // Per address: 10 an hour by default.
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push((await requestReset(`other${attempt}x${process.pid}`, limited, from('203.0.113.50'))).status);
    }
    expect(answers).toEqual([...Array(10).fill(200), 429]);
  });

  it('refuses a missing or oversized username with 400', async () => {
    expect((await app.client().post('/api/auth/password-reset/request', {})).status).toBe(400);
    expect((await requestReset('x'.repeat(51))).status).toBe(400);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the password once, signs out every session on every instance, and the new password logs in', async () => {
    const user = await userWithAddress(true);
    const here = app.client();
    await here.login(user.username, user.password);
    const elsewhere = second.client();
    await elsewhere.login(user.username, user.password);
    await requestReset(user.username);
    const token = await mailedToken(user.email);

    const response = await confirmReset(token, 'reset to this');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: { message: 'Your password has been reset. Sign in with the new one.' },
    });
    expect(response.headers.getSetCookie()).toEqual([]);

    expect((await here.get('/api/auth/user')).status).toBe(401);
    await eventuallyPasses(async () => expect((await elsewhere.get('/api/auth/user')).status).toBe(401));
    expect(await app.query(`SELECT sid FROM user_sessions WHERE user_id = $1`, [user.id])).toEqual([]);
    expect(
      (await app.client().post('/api/auth/login', { username: user.username, password: user.password })).status,
    ).toBe(401);
    await app.client().login(user.username, 'reset to this');

    const again = await confirmReset(token, 'and again this');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'This password reset link has already been used. Ask for a new one if you still need it.',
    );
  });

  it('burns the other unused reset links of the account', async () => {
    const user = await userWithAddress(true);
    await requestReset(user.username);
    const first = await mailedToken(user.email, 1);
    await requestReset(user.username);
    const newer = await mailedToken(user.email, 2);
    expect((await confirmReset(newer, 'newest password')).status).toBe(200);
    expect((await confirmReset(first, 'older link password')).status).toBe(400);
  });

  it('refuses an expired link with 400 and keeps the password', async () => {
    const user = await userWithAddress(true);
    await requestReset(user.username);
    const token = await mailedToken(user.email);
    await app.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    const response = await confirmReset(token, 'too late now');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This password reset link has expired. Ask for a new one.');
    await app.client().login(user.username, user.password);
  });

  it('refuses an unknown token, and a token of another purpose', async () => {
    const unknown = await confirmReset(randomBytes(32).toString('base64url'), 'whatever new');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      'This password reset link is not valid. Check that you opened the whole link from the mail.',
    );
    const user = await app.createUser();
    const token = randomBytes(32).toString('base64url');
    await app.query(
      `INSERT INTO account_tokens (user_id, purpose, token_hash, email, expires_at) VALUES ($1, 'verify-email', $2, 'a@example.com', now() + interval '1 hour')`,
      [user.id, createHash('sha256').update(token).digest('hex')],
    );
    expect((await confirmReset(token, 'whatever new')).status).toBe(400);
  });

  it('accepts a reset token an admin issued for an account without an address', async () => {
    const user = await app.createUser();
    const token = randomBytes(32).toString('base64url');
    await app.query(
      `INSERT INTO account_tokens (user_id, purpose, token_hash, email, expires_at) VALUES ($1, 'password-reset', $2, NULL, now() + interval '1 hour')`,
      [user.id, createHash('sha256').update(token).digest('hex')],
    );
    expect((await confirmReset(token, 'chosen by me')).status).toBe(200);
    await app.client().login(user.username, 'chosen by me');
  });

  it('validates the new password', async () => {
    expect((await confirmReset('some-token', 'short')).status).toBe(400);
    expect((await confirmReset('some-token', 'x'.repeat(129))).status).toBe(400);
    expect((await app.client().post('/api/auth/password-reset/confirm', { newPassword: 'long enough' })).status).toBe(
      400,
    );
  });
});
