import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import getPort from 'get-port';

const REPO_ROOT = resolve(__dirname, '../../..');
const MAIN = join(REPO_ROOT, 'backend/dist/main.js');

/** A port on 127.0.0.1 that nothing listens on (get-port also never hands the same one out twice in a row). */
export const freePort = (): Promise<number> => getPort({ host: '127.0.0.1' });

export interface BuiltInstance {
  url: string;
  port: number;
  pid: number;
  /** Its DATA_DIR (the outbox is in it); removed by stop(). */
  dataDir: string;
  alive(): boolean;
  /** Everything it printed so far. */
  output(): string;
  /** Its exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Sends a signal without waiting for anything. */
  signal(signal: NodeJS.Signals): void;
  /** Signals the process (SIGTERM, then SIGKILL after 15 s), waits for it to exit and removes its DATA_DIR. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs the built server (`node backend/dist/main.js`) on 127.0.0.1 against an existing database. */
export async function startBuiltInstance(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BuiltInstance> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the backend first (npm run build -w backend)`);
  const dataDir = await mkdtemp(join(tmpdir(), 'instance-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      STATIC_DIR: '/nonexistent-static-dir',
      // Tests stop instances at once rather than after the load balancer's not-ready delay.
      SHUTDOWN_READY_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const alive = () => child.exitCode === null && child.signalCode === null;

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (alive()) child.kill(signal);
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
    await rm(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (!alive()) {
      await stop();
      throw new Error(`the server exited while starting:\n${output}`);
    }
    if (
      await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`the server did not become healthy:\n${output}`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  const signal = (name: NodeJS.Signals) => {
    if (alive()) child.kill(name);
  };
  return { url, port, pid: child.pid!, dataDir, alive, output: () => output, exited, signal, stop };
}
