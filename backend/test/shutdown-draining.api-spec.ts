import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBuiltInstance, type BuiltInstance } from './support/built-instance';
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

describe('shutting down the built server', () => {
  let database: { url: string; drop(): Promise<void> };
  let instance: BuiltInstance;

  beforeAll(async () => {
    database = await createTestDatabase(inject('databaseServerUrl'));
    instance = await startBuiltInstance(database.url, { SHUTDOWN_READY_DELAY_MS: String(READY_DELAY_MS) });
    await eventually(async () => (await fetch(`${instance.url}/api/health/ready`).then((response) => response.ok, () => false)) || undefined);
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
    expect(instance.alive()).toBe(true);

    expect(await instance.exited).toBe(0);
    expect(await refusesConnections(instance.port)).toBe(true);
    expect(instance.output()).toContain('Stopped cleanly');
  });
});
