import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client';
import { followLink } from './support/browser-request';
import { eventually } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const MAX_ATTEMPTS = 3;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver does with the next request to a path: answer a status, or never answer. */
type Behaviour = number | 'hang' | { redirectTo: string };

/** A real HTTP server on 127.0.0.1 that records every request and answers as each path is told to. */
class Receiver {
  readonly requests = new Map<string, Received[]>();
  private readonly plans = new Map<string, Behaviour[]>();
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      this.requests.set(path, [
        ...(this.requests.get(path) ?? []),
        { headers: request.headers, body: Buffer.concat(chunks).toString() },
      ]);
      const behaviour = this.plans.get(path)?.shift() ?? 200;
      if (behaviour === 'hang') return;
      if (typeof behaviour === 'object') {
        response.writeHead(302, { location: behaviour.redirectTo }).end();
        return;
      }
      response.writeHead(behaviour, { 'content-type': 'text/plain' }).end('ok');
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  url(path: string): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  plan(path: string, behaviours: Behaviour[]): void {
    this.plans.set(path, behaviours);
  }

  received(path: string): Received[] {
    return this.requests.get(path) ?? [];
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

function expectedSignature(secret: string, received: Received): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${String(received.headers['webhook-id'])}.${String(received.headers['webhook-timestamp'])}.${received.body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

let app: TestApp;
const receiver = new Receiver();
let pathCounter = 0;

beforeAll(async () => {
  await receiver.start();
  app = await startTestApp({
    env: {
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_BASE_SECONDS: '0',
      WEBHOOK_TIMEOUT_MS: '400',
      WEBHOOK_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    },
  });
});

afterAll(async () => {
  await app?.close();
  await receiver.stop();
});

/** An approved partner whose endpoint is a fresh path of the receiver. */
async function partnerWithEndpoint(behaviours: Behaviour[] = []) {
  const partner = await app.approvedPartner();
  pathCounter += 1;
  const path = `/hook-${pathCounter}`;
  receiver.plan(path, behaviours);
  const set = await partner.client.put('/api/partner/webhook', { url: receiver.url(path) });
  expect(set.status, set.text).toBe(200);
  return { ...partner, path, secret: set.body.data.secret as string };
}

async function settledDelivery(client: ApiClient, eventId: string) {
  return eventually(async () => {
    const log = await client.get('/api/partner/webhook/deliveries');
    const delivery = log.body.data.find((item: { eventId: string }) => item.eventId === eventId);
    return delivery && delivery.status !== 'pending' ? delivery : undefined;
  });
}

describe('the endpoint', () => {
  it('is null until set, then answers the URL and a Standard Webhooks secret that a new URL keeps', async () => {
    const { client } = await app.approvedPartner();
    expect((await client.get('/api/partner/webhook')).body).toEqual({ success: true, data: null });
    const set = await client.put('/api/partner/webhook', { url: receiver.url('/first') });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({
      url: receiver.url('/first'),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Buffer.from(set.body.data.secret.slice(6), 'base64')).toHaveLength(32);
    const changed = await client.put('/api/partner/webhook', { url: receiver.url('/second') });
    expect(changed.body.data).toMatchObject({ url: receiver.url('/second'), secret: set.body.data.secret });
    expect((await client.get('/api/partner/webhook')).body.data).toMatchObject({
      url: receiver.url('/second'),
      secret: set.body.data.secret,
    });
  });

  it('refuses input that is not a URL with a 400 and a message', async () => {
    const { client } = await app.approvedPartner();
    for (const body of [
      {},
      { url: 5 },
      { url: 'not a url' },
      { url: 'ftp://files.example/hook' },
      { url: 'https://user:pass@hooks.example/' },
      { url: receiver.url('/x'), extra: 1 },
    ]) {
      const response = await client.put('/api/partner/webhook', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message, JSON.stringify(body)).toEqual(expect.any(String));
    }
  });

  it('is removed with DELETE (404 when there is none), and rotate or test without one is a 404', async () => {
    const { client } = await partnerWithEndpoint();
    expect((await client.delete('/api/partner/webhook')).status).toBe(204);
    expect((await client.get('/api/partner/webhook')).body.data).toBeNull();
    for (const response of [
      await client.delete('/api/partner/webhook'),
      await client.post('/api/partner/webhook/rotate-secret'),
      await client.post('/api/partner/webhook/test'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('No webhook endpoint is set');
    }
  });
});

describe('delivery', () => {
  it('POSTs a test event whose signature verifies with the documented algorithm, and logs it', async () => {
    const { client, path, secret } = await partnerWithEndpoint();
    const queued = await client.post('/api/partner/webhook/test');
    expect(queued.status).toBe(202);
    expect(queued.body.data).toMatchObject({
      eventType: 'referral.test',
      status: 'pending',
      attempts: 0,
      eventId: expect.stringMatching(/^msg_[0-9a-f]{32}$/),
    });

    const delivery = await settledDelivery(client, queued.body.data.eventId);
    const [received] = receiver.received(path);
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['webhook-id']).toBe(queued.body.data.eventId);
    expect(Math.abs(Number(received.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(received.headers['webhook-signature']).toBe(expectedSignature(secret, received));
    const event = JSON.parse(received.body);
    expect(event).toEqual({
      type: 'referral.test',
      timestamp: expect.any(String),
      data: expect.objectContaining({ referralId: null, campaignId: null }),
    });
    expect(delivery).toEqual({
      id: queued.body.data.id,
      eventId: queued.body.data.eventId,
      eventType: 'referral.test',
      status: 'succeeded',
      attempts: 1,
      lastResponseCode: 200,
      lastError: null,
      createdAt: expect.any(String),
      lastAttemptAt: expect.any(String),
      deliveredAt: expect.any(String),
    });
  });

  it('retries after a 500 and after a timeout with the same webhook-id, then succeeds', async () => {
    const { client, path, secret } = await partnerWithEndpoint([500, 'hang', 204]);
    const queued = await client.post('/api/partner/webhook/test');
    const delivery = await settledDelivery(client, queued.body.data.eventId);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, lastResponseCode: 204, lastError: null });
    const received = receiver.received(path);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((request) => request.headers['webhook-id']))).toEqual(
      new Set([queued.body.data.eventId]),
    );
    expect(new Set(received.map((request) => request.body)).size).toBe(1);
    for (const request of received)
      expect(request.headers['webhook-signature']).toBe(expectedSignature(secret, request));
  });

  it('gives up as failed after the last attempt, with the last response code', async () => {
    const { client, path } = await partnerWithEndpoint([500, 502, 503, 200]);
    const queued = await client.post('/api/partner/webhook/test');
    const delivery = await settledDelivery(client, queued.body.data.eventId);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastResponseCode: 503,
      deliveredAt: null,
    });
    await app.jobsSettled();
    expect(receiver.received(path)).toHaveLength(MAX_ATTEMPTS);
  });

  it('logs a timeout and a refused connection as the error of the attempt', async () => {
    const { client } = await partnerWithEndpoint(['hang', 'hang', 'hang']);
    const timedOut = await settledDelivery(client, (await client.post('/api/partner/webhook/test')).body.data.eventId);
    expect(timedOut).toMatchObject({ status: 'failed', lastResponseCode: null, lastError: 'No answer within 400 ms' });

    await client.put('/api/partner/webhook', { url: 'http://127.0.0.1:1/closed' });
    const refused = await settledDelivery(client, (await client.post('/api/partner/webhook/test')).body.data.eventId);
    expect(refused).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastResponseCode: null,
      lastError: 'Connection failed: ECONNREFUSED',
    });
  });

  it('does not follow a redirect, even to an address the endpoint could have used', async () => {
    const target = `/redirect-target-${Date.now()}`;
    const { client, path } = await partnerWithEndpoint([{ redirectTo: receiver.url(target) }, 302, 302]);
    const delivery = await settledDelivery(client, (await client.post('/api/partner/webhook/test')).body.data.eventId);
    expect(delivery).toMatchObject({
      status: 'failed',
      lastResponseCode: 302,
      lastError: 'Redirects are not followed (302)',
    });
    expect(receiver.received(path)).toHaveLength(MAX_ATTEMPTS);
    expect(receiver.received(target)).toHaveLength(0);
  });

  it('signs with the new secret after a rotation; the log keeps earlier deliveries', async () => {
    const { client, path, secret } = await partnerWithEndpoint();
    const before = await settledDelivery(client, (await client.post('/api/partner/webhook/test')).body.data.eventId);
    const rotated = await client.post('/api/partner/webhook/rotate-secret');
    expect(rotated.status).toBe(200);
    const newSecret = rotated.body.data.secret as string;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    expect((await client.get('/api/partner/webhook')).body.data.secret).toBe(newSecret);

    await settledDelivery(client, (await client.post('/api/partner/webhook/test')).body.data.eventId);
    const [first, second] = receiver.received(path);
    expect(first.headers['webhook-signature']).toBe(expectedSignature(secret, first));
    expect(second.headers['webhook-signature']).toBe(expectedSignature(newSecret, second));
    expect(second.headers['webhook-signature']).not.toBe(expectedSignature(secret, second));
    const log = await client.get('/api/partner/webhook/deliveries');
    expect(log.body.data.map((item: { id: number }) => item.id)).toContain(before.id);
  });

  it('pages the log newest first with Link and X-Total-Count', async () => {
    const { client } = await partnerWithEndpoint();
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) ids.push((await client.post('/api/partner/webhook/test')).body.data.id);
    const first = await client.get('/api/partner/webhook/deliveries?limit=2');
    expect(first.headers.get('x-total-count')).toBe('3');
    expect(first.body.data.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[1]]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toMatch(/^\/api\/partner\/webhook\/deliveries\?limit=2&cursor=/);
    const second = await client.get(next!);
    expect(second.body.data.map((item: { id: number }) => item.id)).toEqual([ids[0]]);
    expect(second.headers.get('link')).toBeNull();
    expect((await client.get('/api/partner/webhook/deliveries?cursor=!!')).status).toBe(400);
    expect((await client.get('/api/partner/webhook/deliveries?limit=0')).status).toBe(400);
  });

  it('sends each counted conversion as referral.converted, without the new account', async () => {
    const { client, path, profileId, secret } = await partnerWithEndpoint();
    const [{ id: referralId, code }] = await app.query<{ id: number; code: string }>(
      'SELECT id, code FROM referrals WHERE partner_id = $1',
      [profileId],
    );
    const campaign = await client.post('/api/campaigns', { name: 'Webhook campaign' });
    expect((await client.patch(`/api/referrals/${referralId}`, { campaignId: campaign.body.data.id })).status).toBe(
      200,
    );
    const click = await followLink(`${app.baseUrl}/r/${code}`, { 'user-agent': BROWSER });
    const cookies = click.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const signup = await new ApiClient(app.baseUrl).post(
      '/api/auth/signup',
      { username: `converted_${profileId}`, password: 'secret1' },
      { headers: { cookie: cookies, 'user-agent': BROWSER } },
    );
    expect(signup.status).toBe(201);

    const received = await eventually(async () => receiver.received(path)[0]);
    const event = JSON.parse(received.body);
    expect(event).toEqual({
      type: 'referral.converted',
      timestamp: expect.any(String),
      data: { referralId, referralCode: code, campaignId: campaign.body.data.id, convertedAt: expect.any(String) },
    });
    expect(received.body).not.toContain(`converted_${profileId}`);
    expect(received.headers['webhook-signature']).toBe(expectedSignature(secret, received));
    const delivery = await settledDelivery(client, received.headers['webhook-id'] as string);
    expect(delivery).toMatchObject({ eventType: 'referral.converted', status: 'succeeded' });
  });

  it('sends a flagged conversion only once an admin confirms it', async () => {
    const { path, profileId } = await partnerWithEndpoint();
    const [{ id: referralId, code }] = await app.query<{ id: number; code: string }>(
      'SELECT id, code FROM referrals WHERE partner_id = $1',
      [profileId],
    );
    const converted = await app.createUser();
    await app.query(
      `INSERT INTO referral_conversions (user_id, referral_id, status, flags) VALUES ($1, $2, 'flagged', '{automation-agent}')`,
      [converted.id, referralId],
    );
    await app.jobsSettled();
    expect(receiver.received(path)).toHaveLength(0);

    const { client: admin } = await app.signedIn('admin');
    const confirmed = await admin.post(`/api/admin/referral-conversions/${converted.id}/confirm`, {});
    expect(confirmed.status, confirmed.text).toBe(200);
    const received = await eventually(async () => receiver.received(path)[0]);
    expect(JSON.parse(received.body)).toMatchObject({
      type: 'referral.converted',
      data: { referralId, referralCode: code, campaignId: null },
    });
  });
});

describe('who may use it', () => {
  it('needs sign-in (401) and the partner role (403)', async () => {
    const anonymous = app.client();
    expect((await anonymous.get('/api/partner/webhook')).status).toBe(401);
    expect((await anonymous.put('/api/partner/webhook', { url: receiver.url('/a') })).status).toBe(401);
    for (const role of ['user', 'admin'] as const) {
      const { client } = await app.signedIn(role);
      expect((await client.get('/api/partner/webhook')).status, role).toBe(403);
      expect((await client.put('/api/partner/webhook', { url: receiver.url('/a') })).status, role).toBe(403);
      expect((await client.post('/api/partner/webhook/test')).status, role).toBe(403);
      expect((await client.get('/api/partner/webhook/deliveries')).status, role).toBe(403);
    }
  });

  it("never shows or touches another partner's endpoint or log", async () => {
    const owner = await partnerWithEndpoint();
    await settledDelivery(owner.client, (await owner.client.post('/api/partner/webhook/test')).body.data.eventId);
    const other = await app.approvedPartner();
    expect((await other.client.get('/api/partner/webhook')).body.data).toBeNull();
    const log = await other.client.get('/api/partner/webhook/deliveries');
    expect(log.body.data).toEqual([]);
    expect(log.headers.get('x-total-count')).toBe('0');
    expect((await other.client.post('/api/partner/webhook/rotate-secret')).status).toBe(404);
    expect((await other.client.delete('/api/partner/webhook')).status).toBe(404);
    expect((await owner.client.get('/api/partner/webhook')).body.data.secret).toBe(owner.secret);
  });

  it('refuses changes while the partner profile is rejected or revoked, but still shows the endpoint', async () => {
    const { client, profileId } = await partnerWithEndpoint();
    await app.query(`UPDATE partner_profiles SET status = 'revoked' WHERE id = $1`, [profileId]);
    for (const response of [
      await client.put('/api/partner/webhook', { url: receiver.url('/again') }),
      await client.post('/api/partner/webhook/rotate-secret'),
      await client.post('/api/partner/webhook/test'),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.message).toMatch(/partner tools are closed/);
    }
    expect((await client.get('/api/partner/webhook')).status).toBe(200);
  });
});

describe('your data', () => {
  it('exports the endpoint without its secret and the log, and deletes both with the account', async () => {
    const { client, user, profileId, secret } = await partnerWithEndpoint();
    const queued = await client.post('/api/partner/webhook/test');
    await settledDelivery(client, queued.body.data.eventId);
    const exported = JSON.parse((await client.get('/api/account/export')).text);
    expect(exported.webhookEndpoint).toEqual({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/hook-\d+$/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(exported)).not.toContain(secret);
    expect(exported.webhookDeliveries).toEqual([
      expect.objectContaining({ eventId: queued.body.data.eventId, eventType: 'referral.test', status: 'succeeded' }),
    ]);

    expect((await client.post('/api/account/delete', { password: user.password })).status).toBe(200);
    const left = await app.query<{ endpoints: number; deliveries: number }>(
      `SELECT (SELECT count(*)::int FROM webhook_endpoints WHERE partner_id = $1) AS endpoints,
              (SELECT count(*)::int FROM webhook_deliveries WHERE partner_id = $1) AS deliveries`,
      [profileId],
    );
    expect(left).toEqual([{ endpoints: 0, deliveries: 0 }]);
  });
});

describe('server-side request forgery (private targets not allowed)', () => {
  let strict: TestApp;

  beforeAll(async () => {
    // A second instance on the same database (passport's strategies are process-wide, so one database per process).
    strict = await startTestApp({
      databaseUrl: app.databaseUrl,
      env: { RATE_LIMIT_SCALE: '1', RATE_LIMIT_WEBHOOK_TEST: '2' },
    });
  });

  afterAll(async () => {
    await strict?.close();
  });

  async function strictClient() {
    // Signed in through the first instance (passport's session user is process-wide), asking the strict one.
    const partner = await app.approvedPartner();
    const client = new ApiClient(strict.baseUrl);
    client.cookie = partner.client.cookie;
    return { client, profileId: partner.profileId };
  }

  it.each([
    ['http://hooks.example/webhook', 'must be an https:// URL'],
    ['https://127.0.0.1/hook', 'loopback'],
    ['https://10.1.2.3/hook', 'private'],
    ['https://192.168.0.10/hook', 'private'],
    ['https://100.64.0.1/hook', 'carrier-grade NAT'],
    ['https://169.254.169.254/latest/meta-data', 'link-local'],
    ['https://[::1]/hook', 'loopback'],
    ['https://[fc00::1]/hook', 'unique local'],
    ['https://[fe80::1]/hook', 'link-local'],
    ['https://[::ffff:127.0.0.1]/hook', 'loopback'],
    ['https://0.0.0.0/hook', 'unspecified'],
    ['https://224.0.0.1/hook', 'multicast'],
    ['https://2130706433/hook', 'loopback'],
    ['https://localhost:8443/hook', 'resolves to'],
  ])('refuses %s with a 400 that says why', async (url, reason) => {
    const { client } = await strictClient();
    const response = await client.put('/api/partner/webhook', { url });
    expect(response.status, response.text).toBe(400);
    expect(response.body.message).toContain(reason);
    expect((await client.get('/api/partner/webhook')).body.data).toBeNull();
  });

  it('limits test events per account (429 with a message)', async () => {
    const { client, profileId } = await strictClient();
    // Set directly: this instance refuses local targets, and no request needs to succeed here.
    await app.query(
      `INSERT INTO webhook_endpoints (partner_id, url, secret) VALUES ($1, 'https://hooks.example/in', 'whsec_AAAA')`,
      [profileId],
    );
    expect((await client.post('/api/partner/webhook/test')).status).toBe(202);
    expect((await client.post('/api/partner/webhook/test')).status).toBe(202);
    const limited = await client.post('/api/partner/webhook/test');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toEqual(expect.any(String));
  });
});
