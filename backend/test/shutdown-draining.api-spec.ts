import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, startBuiltInstance, type BuiltInstance } from './support/built-instance';
import { eventually } from './support/outbox';
import { createTestDatabase } from './support/test-database';

/** Long enough to make several requests while not ready, short enough for a test. */
const READY_DELAY_MS = 3_000;

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolveRefused) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolveRefused(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolveRefused(error.code === 'ECONNREFUSED'));
  });
}

/** The request lines of the server's JSON log (other lines are not JSON objects with a route). */
function requestLines(output: string): { level: number; route: string; status: number }[] {
  return output.split('\n').flatMap((line) => {
    try {
      const parsed = JSON.parse(line) as { level: number; route?: string; status: number };
      return typeof parsed.route === 'string'
        ? [{ level: parsed.level, route: parsed.route, status: parsed.status }]
        : [];
    } catch {
      return [];
    }
  });
}

describe('shutting down the built server', () => {
  let database: { url: string; drop(): Promise<void> };
  let instance: BuiltInstance;
  let metricsUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseServerUrl'));
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    instance = await startBuiltInstance(database.url, {
      SHUTDOWN_READY_DELAY_MS: String(READY_DELAY_MS),
      METRICS_PORT: String(metricsPort),
    });
    await eventually(
      async () =>
        (await fetch(`${instance.url}/api/health/ready`).then(
          (response) => response.ok,
          () => false,
        )) || undefined,
    );
  }, 60_000);

  it('shows its last log lines while it runs, not only when it stops (the log buffer is flushed every second)', async () => {
    await eventually(async () => instance.output().includes('"msg":"Listening on') || undefined, 5_000);
  });

  afterAll(async () => {
    await instance?.stop('SIGKILL');
    await database?.drop();
  });

  it('reports not ready while still serving, then refuses connections and exits 0', async () => {
    instance.signal('SIGTERM');
    const baseUrl = instance.url;

    const notReady = await eventually(async () => {
      const response = await fetch(`${baseUrl}/api/health/ready`);
      return response.status === 503 ? response : undefined;
    });
    expect(await notReady.json()).toMatchObject({ status: 'unavailable', checks: { draining: true } });
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/projects`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/health/ready`)).status).toBe(503);
    expect(instance.alive()).toBe(true);

    // Not ready on purpose is no server error: the request metrics count no 5xx for it...
    const metrics = await (await fetch(metricsUrl)).text();
    const serverErrors = metrics
      .split('\n')
      .filter((line) => /^http_request_duration_seconds_count\{.*status_code="5\d\d"/.test(line));
    expect(serverErrors).toEqual([]);
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/projects",status_code="200"\} [1-9]/,
    );

    expect(await instance.exited).toBe(0);
    expect(await refusesConnections(instance.port)).toBe(true);
    expect(instance.output()).toContain('Stopped cleanly');
    // ...and its log lines are at info (30), not error (50).
    const readiness = requestLines(instance.output()).filter(
      (line) => line.route === '/api/health/ready' && line.status === 503,
    );
    expect(readiness.length).toBeGreaterThanOrEqual(2);
    expect(readiness.filter((line) => line.level !== 30)).toEqual([]);
    expect(instance.output()).not.toMatch(/"level":50/);
  });
});
