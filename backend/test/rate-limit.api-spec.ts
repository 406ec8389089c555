import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

const limits = { RATE_LIMIT_SCALE: '1', RATE_LIMIT_LOGIN: '3', RATE_LIMIT_SIGNUP: '2' };
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await startTestApp({ env: limits });
  second = await startTestApp({ env: limits, databaseUrl: first.databaseUrl });
});

afterAll(async () => {
  await second.close();
  await first.close();
});

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
    const other = await first.client().post('/api/auth/login', { username: otherUser.username, password: otherUser.password });
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
    const [{ count }] = await first.query<{ count: string }>(`SELECT count(*) FROM users WHERE username LIKE 'shared_limit_%'`);
    expect(Number(count)).toBe(2);
    const counters = await first.query<{ hits: number }>(`SELECT hits FROM rate_limit_counters WHERE key LIKE 'signup:%'`);
    expect(counters[0].hits).toBe(4);
  });
});
