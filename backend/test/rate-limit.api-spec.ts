import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitService } from '../src/rate-limit/rate-limit.service';
import { startTestApp, type TestApp } from './support/test-app';

const limits = { RATE_LIMIT_SCALE: '1', RATE_LIMIT_LOGIN: '3', RATE_LIMIT_SIGNUP: '2' };
/** Behind a trusted proxy, so each test picks its own client addresses with X-Forwarded-For. */
const loginLimits = {
  RATE_LIMIT_SCALE: '1',
  TRUST_PROXY: 'true',
  RATE_LIMIT_LOGIN: '3',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '6',
  RATE_LIMIT_LOGIN_PER_USERNAME: '5',
};
let first: TestApp;
let second: TestApp;
let proxied: TestApp;
let scaled: TestApp;

beforeAll(async () => {
  first = await startTestApp({ env: limits });
  second = await startTestApp({ env: limits, databaseUrl: first.databaseUrl });
  // One database for all: the passport strategy is process-wide, so every app must see the same users.
  proxied = await startTestApp({ env: loginLimits, databaseUrl: first.databaseUrl });
  scaled = await startTestApp({
    env: {
      ...loginLimits,
      RATE_LIMIT_SCALE: '2',
      RATE_LIMIT_LOGIN: '1',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '2',
      RATE_LIMIT_LOGIN_PER_USERNAME: '2',
    },
    databaseUrl: first.databaseUrl,
  });
});

afterAll(async () => {
  await scaled.close();
  await proxied.close();
  await second.close();
  await first.close();
});

function loginFrom(app: TestApp, address: string, username: string, password = 'wrong-one') {
  return app.client().post('/api/auth/login', { username, password }, { headers: { 'x-forwarded-for': address } });
}

describe('rate limits', () => {
  it('limits login attempts per client and username with 429 and Retry-After', async () => {
    const user = await first.createUser();
    const attempt = () => first.client().post('/api/auth/login', { username: user.username, password: 'wrong-one' });
    for (let index = 0; index < 3; index += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: 'Too many requests, please try again later', user: null });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const right = await first.client().post('/api/auth/login', { username: user.username, password: user.password });
    expect(right.status).toBe(429);

    const otherUser = await first.createUser();
    const other = await first
      .client()
      .post('/api/auth/login', { username: otherUser.username, password: otherUser.password });
    expect(other.status).toBe(200);
  });

  it('counts in PostgreSQL, so the limit holds across instances', async () => {
    const signup = (app: TestApp, index: number) =>
      app.client().post('/api/auth/signup', { username: `shared_limit_${index}`, password: 'secret1' });
    expect((await signup(first, 1)).status).toBe(201);
    expect((await signup(second, 2)).status).toBe(201);
    const limited = await signup(first, 3);
    expect(limited.status).toBe(429);
    expect((await signup(second, 4)).status).toBe(429);
    const [{ count }] = await first.query<{ count: string }>(
      `SELECT count(*) FROM users WHERE username LIKE 'shared_limit_%'`,
    );
    expect(Number(count)).toBe(2);
    const counters = await first.query<{ hits: number }>(
      `SELECT hits FROM rate_limit_counters WHERE key LIKE 'signup:%'`,
    );
    expect(counters[0].hits).toBe(4);
  });

  it('limits login attempts per client address across usernames', async () => {
    const address = '203.0.113.10';
    const user = await proxied.createUser();
    for (let index = 0; index < 6; index += 1) {
      expect((await loginFrom(proxied, address, `sprayed_${index}`)).status).toBe(401);
    }
    const limited = await loginFrom(proxied, address, 'sprayed_6');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: 'Too many requests, please try again later', user: null });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await loginFrom(proxied, address, user.username, user.password)).status).toBe(429);

    expect((await loginFrom(proxied, '203.0.113.11', user.username, user.password)).status).toBe(200);
    const [counter] = await proxied.query<{ hits: number }>(`SELECT hits FROM rate_limit_counters WHERE key = $1`, [
      `loginPerAddress:${address}`,
    ]);
    expect(counter.hits).toBe(8);
  });

  it('limits login attempts per username across client addresses, whatever the case of the name', async () => {
    const user = await proxied.createUser();
    for (let index = 0; index < 5; index += 1) {
      expect((await loginFrom(proxied, `198.51.100.${index}`, user.username)).status).toBe(401);
    }
    expect((await loginFrom(proxied, '198.51.100.5', user.username, user.password)).status).toBe(429);
    expect((await loginFrom(proxied, '198.51.100.6', user.username.toUpperCase(), user.password)).status).toBe(429);

    const otherUser = await proxied.createUser();
    expect((await loginFrom(proxied, '198.51.100.0', otherUser.username, otherUser.password)).status).toBe(200);
  });

  it('still limits one username from one address below the other two limits', async () => {
    const address = '192.0.2.20';
    const user = await proxied.createUser();
    for (let index = 0; index < 3; index += 1)
      expect((await loginFrom(proxied, address, user.username)).status).toBe(401);
    expect((await loginFrom(proxied, address, user.username, user.password)).status).toBe(429);

    // Neither the address nor the username is over its own limit: only the pair is refused.
    expect((await loginFrom(proxied, '192.0.2.21', user.username, user.password)).status).toBe(200);
    const otherUser = await proxied.createUser();
    expect((await loginFrom(proxied, address, otherUser.username, otherUser.password)).status).toBe(200);
  });

  it('scales all three login limits with RATE_LIMIT_SCALE', async () => {
    for (let index = 0; index < 4; index += 1) {
      expect((await loginFrom(scaled, '192.0.2.30', `scaled_spray_${index}`)).status).toBe(401);
    }
    expect((await loginFrom(scaled, '192.0.2.30', 'scaled_spray_4')).status).toBe(429);

    for (let index = 0; index < 4; index += 1) {
      expect((await loginFrom(scaled, `192.0.2.${31 + index}`, 'scaled_target')).status).toBe(401);
    }
    expect((await loginFrom(scaled, '192.0.2.35', 'scaled_target')).status).toBe(429);

    for (let index = 0; index < 2; index += 1)
      expect((await loginFrom(scaled, '192.0.2.36', 'scaled_pair')).status).toBe(401);
    expect((await loginFrom(scaled, '192.0.2.36', 'scaled_pair')).status).toBe(429);
    // Thirteen logins of unknown names, each verifying a dummy hash at the app's own argon2 cost.
  }, 60_000);

  it('counts any subject a client can send, NUL characters included', async () => {
    const rateLimits = proxied.get(RateLimitService);
    const hit = { name: 'loginPerUsername', subject: 'nul\u0000name' } as const;
    await expect(rateLimits.hit([hit])).resolves.toEqual({ limited: false });
    await expect(rateLimits.hit([hit])).resolves.toEqual({ limited: false });
    const [counter] = await proxied.query<{ hits: number }>(
      `SELECT hits FROM rate_limit_counters WHERE key LIKE 'loginPerUsername:nul%name'`,
    );
    expect(counter.hits).toBe(2);
  });
});
