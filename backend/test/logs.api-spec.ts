import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { ApiClient } from './support/api-client';
import { startBuiltInstance, type BuiltInstance } from './support/built-instance';
import { eventually, readOutbox } from './support/outbox';
import { createTestDatabase } from './support/test-database';

// The built server as `npm start` runs it, with every line it prints captured: the log of a full run.
const PUBLIC_URL = 'https://growth.example';
const TRUSTED_REQUEST_ID = 'proxy-7f3a.request:42';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  userId?: number;
  context?: string;
}

let database: { url: string; drop(): Promise<void> };
let instance: BuiltInstance;
let output = '';
let dataDir: string;
let baseUrl: string;

async function sql<T = Record<string, unknown>>(text: string, parameters: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(text, parameters)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The token of the first link to `path` mailed to `address`. */
async function mailedToken(address: string, path: string): Promise<string> {
  const pattern = new RegExp(`${PUBLIC_URL.replaceAll('.', '\\.')}${path}\\?token=([A-Za-z0-9_.-]+)`);
  return eventually(async () => {
    for (const mail of await readOutbox(dataDir)) {
      const match = mail.to === address ? pattern.exec(mail.text) : null;
      if (match) return match[1];
    }
    return undefined;
  });
}

const secrets = new Map<string, string>();
const adminPassword = `admin-${Math.random().toString(36).slice(2)}-pw`;
const username = `logged${process.pid}`;
const password = `first-${Math.random().toString(36).slice(2)}-pw`;
const newPassword = `second-${Math.random().toString(36).slice(2)}-pw`;
const email = `logged${process.pid}@example.com`;
let userId: number;
let tokenId: number;
let untrustedEcho: string | null;
let malformedEcho: string | null;
let lines: LogLine[] = [];

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'));
  instance = await startBuiltInstance(database.url, {
    LOG_LEVEL: 'debug',
    // Requests come from loopback: the proxy's request ids are trusted (the untrusted case is in observability.api-spec.ts).
    TRUST_PROXY: 'loopback',
    PUBLIC_URL,
    ADMIN_USERNAME: `admin${process.pid}`,
    ADMIN_PASSWORD: adminPassword,
    RATE_LIMIT_CONTACT: '1',
    // The endpoint is only set, never called: a loopback address needs no name resolution.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });
  ({ dataDir, url: baseUrl } = instance);

  // Every secret-bearing flow, over HTTP.
  const person = new ApiClient(baseUrl);
  const signup = await person.post('/api/auth/signup', { username, password });
  expect(signup.status, signup.text).toBe(201);
  userId = signup.body.user.id;
  secrets.set('signup session cookie', person.cookie!.slice('sid='.length));
  const login = await person.post('/api/auth/login', { username, password });
  expect(login.status, login.text).toBe(200);
  secrets.set('session cookie', person.cookie!.slice('sid='.length));
  expect((await person.get('/api/auth/user')).status).toBe(200);

  expect((await person.put('/api/account/email', { email })).status).toBe(200);
  const verifyToken = await mailedToken(email, '/account/verify-email');
  secrets.set('email verification token', verifyToken);
  expect((await new ApiClient(baseUrl).post('/api/account/email/verify', { token: verifyToken })).status).toBe(200);

  const created = await person.post('/api/account/tokens', { name: 'Script', scope: 'read-write' });
  expect(created.status, created.text).toBe(201);
  tokenId = created.body.data.id;
  secrets.set('API token', created.body.data.token);
  const bearer = { authorization: `Bearer ${created.body.data.token}` };
  expect((await new ApiClient(baseUrl).get('/api/auth/user', { headers: bearer })).status).toBe(200);
  expect((await person.delete(`/api/account/tokens/${tokenId}`)).status).toBe(200);

  expect((await new ApiClient(baseUrl).post('/api/auth/password-reset/request', { username })).status).toBe(200);
  const resetToken = await mailedToken(email, '/reset-password');
  secrets.set('password reset token', resetToken);
  const reset = await new ApiClient(baseUrl).post('/api/auth/password-reset/confirm', {
    token: resetToken,
    newPassword,
  });
  expect(reset.status, reset.text).toBe(200);
  const again = new ApiClient(baseUrl);
  expect((await again.post('/api/auth/login', { username, password: newPassword })).status).toBe(200);
  secrets.set('session cookie after the reset', again.cookie!.slice('sid='.length));

  const admin = new ApiClient(baseUrl);
  expect(
    (await admin.post('/api/auth/login', { username: `admin${process.pid}`, password: adminPassword })).status,
  ).toBe(200);
  secrets.set('admin session cookie', admin.cookie!.slice('sid='.length));

  const subscriber = `news${process.pid}@example.com`;
  expect((await new ApiClient(baseUrl).post('/api/newsletter', { email: subscriber })).status).toBe(200);
  const confirmToken = await mailedToken(subscriber, '/newsletter/confirm');
  secrets.set('newsletter confirmation token', confirmToken);
  expect((await new ApiClient(baseUrl).post('/api/newsletter/confirm', { token: confirmToken })).status).toBe(200);
  const unsubscribeToken = await mailedToken(subscriber, '/newsletter/unsubscribe');
  secrets.set('unsubscribe token', unsubscribeToken);
  const oneClick = await new ApiClient(baseUrl).request(
    'POST',
    `/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
    {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  );
  expect(oneClick.status, oneClick.text).toBe(200);

  const profile = await again.post('/api/partner/profile', {
    companyName: 'Logged Labs',
    website: 'https://logged.example',
    description: 'A partner whose webhook secret must stay out of the logs',
    referralCode: `logged-${process.pid}`,
  });
  expect(profile.status, profile.text).toBe(201);
  await sql(`UPDATE partner_profiles SET status = 'approved', decided_at = now() WHERE id = $1`, [
    profile.body.data.id,
  ]);
  await sql(`UPDATE users SET role = 'partner' WHERE id = $1`, [userId]);
  const webhook = await eventually(async () => {
    const answer = await again.put('/api/partner/webhook', { url: 'http://127.0.0.1:9/receive' });
    return answer.status === 200 ? answer : undefined;
  });
  secrets.set('webhook secret', webhook.body.data.secret);

  const contact = {
    name: 'Ada',
    email: 'ada@example.com',
    company: 'Engines',
    message: 'A message to be refused the second time.',
  };
  expect((await new ApiClient(baseUrl).post('/api/contact', contact)).status).toBe(201);
  expect(
    (await new ApiClient(baseUrl).post('/api/contact', contact, { headers: { 'x-request-id': 'refused-contact-1' } }))
      .status,
  ).toBe(429);

  const traced = await fetch(`${baseUrl}/api/health`, { headers: { 'x-request-id': TRUSTED_REQUEST_ID } });
  expect(traced.headers.get('x-request-id')).toBe(TRUSTED_REQUEST_ID);
  untrustedEcho = (
    await fetch(`${baseUrl}/api/health`, { headers: { 'x-request-id': 'has spaces; and=more' } })
  ).headers.get('x-request-id');
  malformedEcho = (await fetch(`${baseUrl}/api/health`, { headers: { 'x-request-id': 'a'.repeat(129) } })).headers.get(
    'x-request-id',
  );

  instance.signal('SIGTERM');
  expect(await instance.exited).toBe(0);
  output = instance.output();
  lines = output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);
}, 120_000);

afterAll(async () => {
  await instance?.stop('SIGKILL');
  await database?.drop();
});

const requestLines = () => lines.filter((line) => line.msg === 'request completed');

describe('the server log of a full run', () => {
  it('is JSON lines only', () => {
    expect(output.length).toBeGreaterThan(0);
    for (const line of output.split('\n').filter((text) => text.trim() !== '')) {
      expect(() => JSON.parse(line), line).not.toThrow();
    }
    expect(lines.some((line) => line.context === 'Bootstrap' && line.msg.startsWith('Listening on'))).toBe(true);
  });

  it('holds none of the passwords, cookies, session ids, tokens or secrets the run used', () => {
    const sessionIds = [...secrets.entries()]
      .filter(([name]) => name.includes('session cookie'))
      .map(([name, cookie]): [string, string] => [
        `${name} (session id)`,
        /^s:([^.]+)\./.exec(decodeURIComponent(cookie))![1],
      ]);
    const all: [string, string][] = [
      ['password', password],
      ['new password', newPassword],
      ['admin password', adminPassword],
      ...secrets.entries(),
      ...sessionIds,
    ];
    expect(all.length).toBeGreaterThanOrEqual(15);
    for (const [name, value] of all) {
      expect(value.length, name).toBeGreaterThanOrEqual(8);
      expect(output.includes(value), `${name} is in the log`).toBe(false);
    }
    expect(output).not.toMatch(/authorization|set-cookie|"cookie"|Bearer /i);
  });

  it('has a line per request with its id, method, route pattern, status, duration and user', () => {
    const signedIn = requestLines().filter((line) => line.route === '/api/auth/user' && line.userId === userId);
    expect(signedIn.length).toBeGreaterThanOrEqual(2);
    for (const line of signedIn) {
      expect(line).toMatchObject({ level: 30, method: 'GET', status: 200, reqId: expect.stringMatching(UUID) });
      expect(line.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(requestLines().find((line) => line.method === 'DELETE')).toMatchObject({
      route: '/api/account/tokens/:id',
      status: 200,
      userId,
    });
    expect(requestLines().filter((line) => line.route?.includes(String(tokenId)) || line.route?.includes('?'))).toEqual(
      [],
    );
    expect(requestLines().find((line) => line.route === '/api/auth/signup')).toMatchObject({
      method: 'POST',
      status: 201,
    });
    expect(requestLines().find((line) => line.route === '/api/newsletter/unsubscribe')).toMatchObject({ status: 200 });
  });

  it('takes the request id a trusted proxy sent, echoes it and logs it on the lines of that request', () => {
    expect(requestLines().filter((line) => line.reqId === TRUSTED_REQUEST_ID)).toHaveLength(1);
    expect(untrustedEcho).toMatch(UUID);
    expect(malformedEcho).toMatch(UUID);
    const refused = lines.filter((line) => line.reqId === 'refused-contact-1');
    expect(refused.find((line) => line.msg === 'request completed')).toMatchObject({
      route: '/api/contact',
      status: 429,
    });
    // Logged from inside the request (the rate limit guard), so it carries the request's id.
    expect(refused.find((line) => line.context === 'RateLimitService')).toMatchObject({
      level: 20,
      msg: 'Refused by the contact rate limit',
    });
  });
});
