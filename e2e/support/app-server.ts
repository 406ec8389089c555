import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import getPort from 'get-port';
import { Client } from 'pg';

export const REPO_ROOT = resolve(__dirname, '../..');
const MAIN = join(REPO_ROOT, 'backend/dist/main.js');

/**
 * Each app process is listed in the run's registry (`E2E_SERVER_REGISTRY`, made by
 * global-setup.ts) while it runs, with the data directory its stop would remove. A server whose
 * file's hooks never stopped it (a failing hook skips the hooks after it) is stopped by the run's
 * teardown, which removes that directory too, so no server outlives the run.
 */
function track(child: ChildProcess, dataDirToRemove: string | null): void {
  const registry = process.env.E2E_SERVER_REGISTRY;
  if (!registry || child.pid === undefined) return;
  const entry = join(registry, String(child.pid));
  writeFileSync(entry, dataDirToRemove ?? '');
  child.once('exit', () => rmSync(entry, { force: true }));
}

/** A port on 127.0.0.1 that nothing listens on (get-port also never hands the same one out twice in a row). */
export const freePort = (): Promise<number> => getPort({ host: '127.0.0.1' });

/** Whether a process runs: it exists and is not a zombie that its (new) parent has not reaped yet. */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Waits, polling, until `condition` holds; fails after `timeoutMs`. Answers how long it took. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what = 'condition',
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await condition()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not met within ${timeoutMs} ms`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
}

/** The messages of the server's JSON log lines, one per line (other lines as they are). */
export function logMessages(output: string): string[] {
  return output.split('\n').map((line) => {
    try {
      return String(JSON.parse(line).msg);
    } catch {
      return line;
    }
  });
}

/** The process id of the embedded PostgreSQL server a start reported (its cluster's postmaster.pid). */
export function embeddedPostgresPid(output: string): number {
  const cluster = logMessages(output)
    .map((message) => /^PostgreSQL listening on 127\.0\.0\.1:\d+, data in (.+)$/.exec(message)?.[1])
    .find((found) => found !== undefined);
  if (!cluster) throw new Error(`no embedded PostgreSQL was started:\n${output}`);
  return Number(readFileSync(join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

export interface AppServer {
  baseUrl: string;
  pid: number;
  /** Whether the process is still running. */
  alive(): boolean;
  dataDir: string;
  output(): string;
  /** Sends a signal to the app's whole process group, as a terminal does on Ctrl-C (needs `detached`). */
  signalGroup(signal: NodeJS.Signals): void;
  /** Its exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SQL against the app's embedded database. */
  query<T = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<T[]>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  env?: Record<string, string>;
  dataDir?: string;
  /** Keep the data directory when stopping, to start again on it. */
  keepData?: boolean;
  /** Start it as the leader of a process group of its own, as a shell starts a command in a terminal. */
  detached?: boolean;
  /** Start it with `npm start` (the process is then npm's) instead of `node backend/dist/main.js`. */
  npmStart?: boolean;
}

/** The process id of the server itself, from its log lines (under `npm start`, not npm's). */
export function serverPid(output: string): number {
  for (const line of output.split('\n')) {
    try {
      const parsed = JSON.parse(line) as { pid?: number; msg?: string };
      if (parsed.msg?.startsWith('Listening on') && typeof parsed.pid === 'number') return parsed.pid;
    } catch {
      // not a log line
    }
  }
  throw new Error(`the server did not say it listens:\n${output}`);
}

/** Starts the built product the way a person does (`node backend/dist/main.js`, or `npm start`), on loopback only. */
/** The app stopped at start because a port chosen for it (its own or its database's) was taken meanwhile. */
class PortTakenError extends Error {}

/**
 * Starts the app; tried again (up to three times, on new ports) when a port chosen free was taken
 * before the app bound it, as a test file running beside this one may do.
 */
export async function startAppServer(options: StartOptions = {}): Promise<AppServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startAppServerOnce(options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

async function startAppServerOnce(options: StartOptions): Promise<AppServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'e2e-app-')));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const databasePort = await freePort();
  let output = '';
  const [command, args] = options.npmStart ? ['npm', ['start']] : [process.execPath, [MAIN]];
  const child: ChildProcess = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(options.npmStart ? { npm_config_update_notifier: 'false' } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(databasePort),
      RATE_LIMIT_SCALE: '100',
      // Nothing balances load in front of these servers: stop at once rather than report not ready first.
      SHUTDOWN_READY_DELAY_MS: '0',
      // Lets a test run serve a client built elsewhere (e.g. `vite build --outDir`).
      ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  track(child, options.keepData ? null : dataDir);
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      const message = `app exited early (${child.exitCode}):\n${output}`;
      throw /is already in use/.test(output) ? new PortTakenError(message) : new Error(message);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`app did not become healthy:\n${output}`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }

  const databaseUrl =
    options.env?.DATABASE_URL ??
    `postgres://postgres:${encodeURIComponent((await readFile(join(dataDir, '.postgres-password'), 'utf8')).trim())}@127.0.0.1:${databasePort}/app`;

  return {
    baseUrl,
    pid: child.pid!,
    alive: () => child.exitCode === null && child.signalCode === null,
    dataDir,
    output: () => output,
    signalGroup(signal) {
      if (!options.detached) throw new Error('signalGroup needs a server started with detached: true');
      process.kill(-child.pid!, signal);
    },
    exited,
    async query(sql, parameters) {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(sql, parameters)).rows;
      } finally {
        await client.end();
      }
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      const timeout = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timeout);
      if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

export interface AppRun {
  /** Exit code, or null when it had to be killed. */
  code: number | null;
  output: string;
}

/**
 * Runs the built product until it exits by itself — for starts that must fail — with the same
 * environment as {@link startAppServer}. Kills it (code null) if it is still running after `timeoutMs`.
 */
export async function runAppToExit(options: StartOptions & { timeoutMs?: number } = {}): Promise<AppRun> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'e2e-app-')));
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      RATE_LIMIT_SCALE: '100',
      // Nothing balances load in front of these servers: stop at once rather than report not ready first.
      SHUTDOWN_READY_DELAY_MS: '0',
      ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child, options.dataDir || options.keepData ? null : dataDir);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const timeout = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 45_000);
  const code = await new Promise<number | null>((resolveExit) => child.on('exit', (exitCode) => resolveExit(exitCode)));
  clearTimeout(timeout);
  if (!options.dataDir && !options.keepData) await rm(dataDir, { recursive: true, force: true });
  return { code, output };
}
