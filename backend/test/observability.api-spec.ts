import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MetricsServer } from '../src/observability/metrics-server';
import { startTestApp, type TestApp } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let app: TestApp;
let behindOtherProxy: TestApp;
let metricsUrl: string;

beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_PORT: '0', RATE_LIMIT_SCALE: '1', RATE_LIMIT_CONTACT: '1' } });
  metricsUrl = `http://127.0.0.1:${app.get(MetricsServer).port()}/metrics`;
  // Trusts a proxy at another address: requests from loopback did not come through it.
  behindOtherProxy = await startTestApp({ databaseUrl: app.databaseUrl, env: { TRUST_PROXY: '10.9.8.7' } });
});

afterAll(async () => {
  await behindOtherProxy?.close();
  await app?.close();
});

/** The scraped samples, by series (`name{labels}` as exposed), e.g. `change_feed_listening`. */
async function scrape(): Promise<Map<string, number>> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

const sample = (samples: Map<string, number>, series: string) => samples.get(series) ?? 0;

describe('GET /metrics on METRICS_PORT', () => {
  it('is not served on the public port', async () => {
    const response = await fetch(`${app.baseUrl}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('http_request_duration_seconds');
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('is off without METRICS_PORT', () => {
    expect(behindOtherProxy.get(MetricsServer).port()).toBeUndefined();
  });

  it('counts requests by method, route pattern and status', async () => {
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/auth/user",status_code="200"}';
    const { client } = await app.signedIn();
    const before = sample(await scrape(), series);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await app.client().get('/api/projects/999999')).status).toBe(404);
    const after = await scrape();
    expect(sample(after, series)).toBe(before + 2);
    expect(
      sample(
        after,
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/auth/user",status_code="200"}',
      ),
    ).toBe(before + 2);
    expect(
      sample(after, 'http_request_duration_seconds_sum{method="GET",route="/api/auth/user",status_code="200"}'),
    ).toBeGreaterThan(0);
    const routes = [...after.keys()].filter((key) => key.startsWith('http_request_duration_seconds_count'));
    expect(routes.some((key) => key.includes('999999'))).toBe(false);
  });

  it('counts rate-limit refusals by limit name', async () => {
    const series = 'rate_limit_refusals_total{limit="contact"}';
    const before = await scrape();
    expect(before.has(series)).toBe(true);
    const message = { name: 'Ada', email: 'ada@example.com', company: 'Engines', message: 'Counted, then refused.' };
    expect((await app.client().post('/api/contact', message)).status).toBe(201);
    expect((await app.client().post('/api/contact', message)).status).toBe(429);
    const after = await scrape();
    expect(sample(after, series)).toBe(sample(before, series) + 1);
    expect(sample(after, 'rate_limit_refusals_total{limit="signup"}')).toBe(
      sample(before, 'rate_limit_refusals_total{limit="signup"}'),
    );
    expect(
      sample(after, 'http_request_duration_seconds_count{method="POST",route="/api/contact",status_code="429"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports the cache, the change feed and the database pool', async () => {
    const { client, user } = await app.signedIn();
    const before = await scrape();
    expect(sample(before, 'change_feed_listening')).toBe(1);
    expect(before.has('db_pool_connections{state="idle"}')).toBe(true);
    expect(before.has('db_pool_connections{state="in_use"}')).toBe(true);
    expect(sample(before, 'db_pool_waiting_requests')).toBe(0);
    expect(before.has('cache_entries')).toBe(true);
    // The signed-in user is read through the cache: the second read hits.
    await client.get('/api/auth/user');
    await client.get('/api/auth/user');
    await app.query(`UPDATE users SET email = 'cached@example.com' WHERE id = $1`, [user.id]);
    const after = await scrape();
    expect(sample(after, 'cache_lookups_total{result="hit"}')).toBeGreaterThan(
      sample(before, 'cache_lookups_total{result="hit"}'),
    );
    expect(sample(after, 'cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(
      sample(before, 'cache_lookups_total{result="miss"}'),
    );
    expect(sample(after, 'cache_invalidations_total{kind="change"}')).toBeGreaterThan(
      sample(before, 'cache_invalidations_total{kind="change"}'),
    );
    expect(sample(after, 'cache_invalidations_total{kind="reset"}')).toBeGreaterThanOrEqual(1);
  });

  it('reports the job queue by queue and state, and the process', async () => {
    // Mails a confirmation link: a job.
    expect((await app.client().post('/api/newsletter', { email: `metrics${process.pid}@example.com` })).status).toBe(
      200,
    );
    await app.jobsSettled();
    const samples = await scrape();
    const jobs = [...samples.keys()].filter((key) => key.startsWith('job_queue_jobs{'));
    expect(jobs.length).toBeGreaterThan(0);
    for (const key of jobs)
      expect(key).toMatch(
        /^job_queue_jobs\{queue="[^"]+",state="(created|retry|active|completed|cancelled|failed)"\}$/,
      );
    const completed = jobs
      .filter((key) => key.endsWith('state="completed"}'))
      .reduce((sum, key) => sum + samples.get(key)!, 0);
    expect(completed).toBeGreaterThanOrEqual(1);
    expect(samples.has('process_cpu_user_seconds_total')).toBe(true);
    expect(samples.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(samples.has('process_resident_memory_bytes')).toBe(true);
  });
});

describe('X-Request-Id', () => {
  it('is generated and echoed when no trusted proxy sent one', async () => {
    for (const target of [app, behindOtherProxy]) {
      const plain = await fetch(`${target.baseUrl}/api/health`);
      expect(plain.headers.get('x-request-id')).toMatch(UUID);
      const claimed = await fetch(`${target.baseUrl}/api/health`, {
        headers: { 'x-request-id': 'chosen-by-the-client' },
      });
      expect(claimed.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('is on the answers the early middleware gives too', async () => {
    const refused = await fetch(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(refused.status).toBe(415);
    expect(refused.headers.get('x-request-id')).toMatch(UUID);
  });
});
