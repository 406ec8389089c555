import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { eventually } from './support/outbox';
import { createTestDatabase } from './support/test-database';

const MAIN = resolve(__dirname, '../dist/main.js');
/** Long enough to make several requests while not ready, short enough for a test. */
const READY_DELAY_MS = 3_000;

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

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
  let dataDir: string;
  let child: ChildProcess;
  let exited: Promise<number | null>;
  let output = '';
  let baseUrl: string;
  let port: number;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build -w backend first`);
    database = await createTestDatabase(inject('databaseServerUrl'));
    dataDir = mkdtempSync(join(tmpdir(), 'shutdown-test-'));
    port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_DIR: '/nonexistent-static-dir',
        SHUTDOWN_READY_DELAY_MS: String(READY_DELAY_MS),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    exited = new Promise((resolveExit) => child.on('exit', (code) => resolveExit(code)));
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
      const ready = await fetch(`${baseUrl}/api/health/ready`).then((response) => response.ok, () => false);
      return ready ? true : undefined;
    }, 45_000);
  });

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports not ready while still serving, then refuses connections and exits 0', async () => {
    child.kill('SIGTERM');

    const notReady = await eventually(async () => {
      const response = await fetch(`${baseUrl}/api/health/ready`);
      return response.status === 503 ? response : undefined;
    });
    expect(await notReady.json()).toMatchObject({ status: 'unavailable', checks: { draining: true } });
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/projects`)).status).toBe(200);
    expect(child.exitCode).toBeNull();

    expect(await exited).toBe(0);
    expect(await refusesConnections(port)).toBe(true);
    expect(output).toContain('Stopped cleanly');
  });
});
