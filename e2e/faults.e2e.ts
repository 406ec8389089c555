import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  embeddedPostgresPid,
  isRunning,
  logMessages,
  startAppServer,
  waitUntil,
  type AppServer,
} from './support/app-server';
import { startPostgresServer, type PostgresServer } from './support/postgres-server';

interface Outcome {
  kind: 'write' | 'read' | 'health';
  status: number;
  milliseconds: number;
  marker?: string;
  body?: string;
}

const json = { 'content-type': 'application/json' };

async function timed(kind: Outcome['kind'], request: () => Promise<Response>, marker?: string): Promise<Outcome> {
  const started = Date.now();
  try {
    const response = await request();
    const body = await response.text();
    return {
      kind,
      status: response.status,
      milliseconds: Date.now() - started,
      marker,
      ...(response.status >= 500 && response.status !== 503 ? { body } : {}),
    };
  } catch (error) {
    return {
      kind,
      status: 0,
      milliseconds: Date.now() - started,
      marker,
      body: String((error as Error).cause ?? error),
    };
  }
}

/** Steady traffic until stopped: contact writes (each with a unique marker), reads and health checks. */
function steadyLoad(baseUrl: string) {
  const outcomes: Outcome[] = [];
  let running = true;
  let sequence = 0;
  const worker = async () => {
    while (running) {
      sequence += 1;
      const marker = `load-${sequence}`;
      outcomes.push(
        await timed(
          'write',
          () =>
            fetch(`${baseUrl}/api/contact`, {
              method: 'POST',
              headers: json,
              body: JSON.stringify({ name: 'Load', email: 'load@example.com', company: marker, message: 'steady' }),
            }),
          marker,
        ),
      );
      outcomes.push(await timed('read', () => fetch(`${baseUrl}/api/projects`)));
      outcomes.push(await timed('health', () => fetch(`${baseUrl}/api/health`)));
    }
  };
  const workers = Array.from({ length: 4 }, worker);
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await condition()) return Date.now() - started;
    await pause(100);
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

describe('database outage', () => {
  let postgres: PostgresServer;
  let server: AppServer;

  beforeAll(async () => {
    postgres = await startPostgresServer();
    server = await startAppServer({ env: { DATABASE_URL: postgres.url, RATE_LIMIT_SCALE: '10000' } });
  });

  afterAll(async () => {
    await server?.stop();
    await postgres?.destroy();
  });

  it('fails fast with 503 while PostgreSQL is down, recovers by itself, and loses or half-stores nothing', async () => {
    const load = steadyLoad(server.baseUrl);
    await pause(1_000);
    await postgres.stop();
    const outageStarted = Date.now();
    await pause(3_000);
    const duringOutage = load.outcomes.filter((outcome) => outcome.status !== 0).slice(-12);
    const health = await fetch(`${server.baseUrl}/api/health`).catch((error: Error) => {
      throw new Error(
        `the app stopped answering during the outage (${error.message}); its output:\n${server.output()}`,
      );
    });
    expect(health.status).toBe(503);

    await postgres.start();
    const recoveredAfter = await waitFor(
      () =>
        fetch(`${server.baseUrl}/api/health`).then(
          (response) => response.status === 200,
          () => false,
        ),
      10_000,
    );
    await pause(1_000);
    await load.stop();

    expect(server.alive()).toBe(true);
    expect(recoveredAfter).toBeLessThan(10_000);
    expect(duringOutage.every((outcome) => outcome.status === 503)).toBe(true);
    const outageAnswers = load.outcomes.filter((outcome) => outcome.status === 503);
    expect(outageAnswers.length).toBeGreaterThan(0);
    expect(Math.max(...outageAnswers.map((outcome) => outcome.milliseconds))).toBeLessThan(2_000);
    const failures = load.outcomes.filter(
      (outcome) => outcome.status === 0 || (outcome.status >= 500 && outcome.status !== 503),
    );
    expect(
      failures,
      server
        .output()
        .split('\n')
        .filter((line) => /ERROR|Error/.test(line))
        .slice(0, 20)
        .join('\n'),
    ).toEqual([]);
    expect(Date.now() - outageStarted).toBeGreaterThan(3_000);

    const writes = load.outcomes.filter((outcome) => outcome.kind === 'write');
    const stored = new Set(
      (await server.query<{ company: string }>(`SELECT company FROM contact_messages WHERE company LIKE 'load-%'`)).map(
        (row) => row.company,
      ),
    );
    const answeredCreated = writes.filter((outcome) => outcome.status === 201);
    const refused = writes.filter((outcome) => outcome.status !== 201);
    expect(answeredCreated.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(answeredCreated.filter((outcome) => !stored.has(outcome.marker!))).toEqual([]);
    expect(refused.filter((outcome) => stored.has(outcome.marker!))).toEqual([]);
  }, 60_000);
});

describe('graceful shutdown', () => {
  it('finishes every in-flight request on SIGTERM and exits 0', async () => {
    const server = await startAppServer({ env: { RATE_LIMIT_SCALE: '10000' } });
    await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'drain_user', password: 'secret123' }),
    });
    // Open the HTTP and database connections first, so every login below reaches the server
    // before the signal and measures the drain, not a cold pool; each login hashes a password,
    // so twenty of them are still running when the signal arrives.
    await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${server.baseUrl}/api/projects`).then((response) => response.text())),
    );
    const inFlight = Array.from({ length: 20 }, () =>
      fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'drain_user', password: 'secret123' }),
      }).then(
        (response) => response.status,
        () => 0,
      ),
    );
    // Long enough for every login to reach the server on a busy machine (two test files share two
    // cores), short enough that most are still hashing when the signal arrives.
    await pause(1_000);
    const exitCode = server.stop('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses, server.output().slice(-1500)).toEqual(Array(20).fill(200));
    expect(await exitCode).toBe(0);
    expect(server.output()).toContain('Stopped cleanly');
  }, 60_000);

  it('drains on Ctrl-C in its terminal as on SIGTERM: its embedded PostgreSQL serves until the app stops it', async () => {
    // Detached: the app leads a process group of its own, as a shell starts it in a terminal.
    const server = await startAppServer({
      detached: true,
      env: { RATE_LIMIT_SCALE: '10000', SHUTDOWN_READY_DELAY_MS: '3000' },
    });
    try {
      const postgres = embeddedPostgresPid(server.output());
      // A cached read, a cached ranking and a database round trip.
      const reads = ['/api/projects', '/api/leaderboards/metric/volume', '/api/health'];
      const read = (path: string) =>
        fetch(`${server.baseUrl}${path}`).then(
          (response) => response.status,
          () => 0,
        );
      for (const path of reads) expect(await read(path)).toBe(200);

      // Ctrl-C: the terminal sends SIGINT to every process in its foreground process group.
      server.signalGroup('SIGINT');
      await waitUntil(() => read('/api/health/ready').then((status) => status === 503), 5_000, 'reporting not ready');
      const duringDrain: { path: string; status: number }[] = [];
      for (let round = 0; round < 5; round += 1) {
        for (const path of reads) duringDrain.push({ path, status: await read(path) });
      }
      expect(server.alive()).toBe(true);
      expect(
        duringDrain.filter(({ status }) => status !== 200),
        server.output().slice(-2000),
      ).toEqual([]);

      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('Stopped cleanly');
      expect(server.output()).not.toMatch(/"level":50/);
      expect(isRunning(postgres)).toBe(false);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('stops its embedded PostgreSQL when the app is killed outright, and starts again on the same data', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'e2e-killed-'));
    try {
      const first = await startAppServer({ dataDir, keepData: true });
      const postgres = embeddedPostgresPid(first.output());
      try {
        await first.stop('SIGKILL');
        await waitUntil(() => !isRunning(postgres), 10_000, "the killed app's embedded PostgreSQL stopping");
      } finally {
        if (isRunning(postgres)) process.kill(postgres, 'SIGINT');
      }
      const second = await startAppServer({ dataDir, keepData: true });
      try {
        expect(
          logMessages(second.output()).filter((message) => message.includes('left running by a previous start')),
        ).toEqual([]);
        expect((await fetch(`${second.baseUrl}/api/health`)).status).toBe(200);
      } finally {
        expect(await second.stop()).toBe(0);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('two instances on one database', () => {
  let postgres: PostgresServer;
  let first: AppServer;
  let second: AppServer;

  beforeAll(async () => {
    postgres = await startPostgresServer();
    const env = { DATABASE_URL: postgres.url, RATE_LIMIT_SCALE: '1', RATE_LIMIT_LOGIN: '3' };
    [first, second] = await Promise.all([startAppServer({ env }), startAppServer({ env })]);
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await postgres?.destroy();
  });

  it('shares sessions and rate limits, and serves a round-robin load without errors', async () => {
    const signup = await fetch(`${first.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'roaming_user', password: 'secret123' }),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers.getSetCookie()[0].split(';')[0];
    const onSecond = await fetch(`${second.baseUrl}/api/auth/user`, { headers: { cookie } });
    expect(onSecond.status).toBe(200);
    expect((await onSecond.json()).user.username).toBe('roaming_user');

    const servers = [first, second];
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => {
        const target = servers[index % 2];
        const path =
          index % 3 === 0 ? '/api/projects' : index % 3 === 1 ? '/api/auth/user' : '/api/leaderboards/metric/volume';
        return fetch(`${target.baseUrl}${path}`, { headers: { cookie } }).then((response) => response.status);
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const attempt = (target: AppServer) =>
      fetch(`${target.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'roaming_user', password: 'wrong-password' }),
      }).then((response) => response.status);
    expect([await attempt(first), await attempt(second), await attempt(first)]).toEqual([401, 401, 401]);
    expect(await attempt(second)).toBe(429);

    const logout = await fetch(`${second.baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(200);
    expect((await fetch(`${first.baseUrl}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  }, 60_000);
});
