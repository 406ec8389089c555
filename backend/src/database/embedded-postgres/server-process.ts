import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { StartFailure, summariseServerOutput } from './embedded-postgres-error';
import { SERVER_USER } from './embedded-postgres.constants';
import type { LauncherLogger, Layout } from './server-layout';

const START_TIMEOUT_MS = 60_000;

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server left running by a crashed previous start holds the data directory's lock;
 * it is ours, so it is shut down cleanly before a new one starts.
 */
export async function stopOrphanedServer(clusterDir: string, logger: LauncherLogger): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return;
  logger.warn(`Stopping PostgreSQL server (pid ${pid}) left running by a previous start`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isProcessAlive(pid); waited += 100) {
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
}

/** Fixes the mode of programs that lost their execute bits (the package may be extracted without them). */
async function ensureExecutable(file: string): Promise<void> {
  const { mode } = await stat(file);
  if ((mode & 0o555) !== 0o555) await chmod(file, mode | 0o555).catch(() => undefined);
}

function spawnAsServerUser(file: string, args: string[], layout: Layout, detached = false): ChildProcess {
  return spawn(file, args, {
    ...layout.user,
    env: { ...process.env, LC_MESSAGES: layout.locale },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
}

/**
 * The server runs in a session of its own (`detached`), so the signals a terminal sends to its
 * foreground process group (Ctrl-C, a closed window) reach the app, which drains and then stops
 * the server, but never the server itself, which would otherwise shut down at the first Ctrl-C
 * and fail every request of the drain. Out of the app's process group, though, nothing would stop
 * it when the app dies without stopping it (SIGKILL, out of memory): this guard does. It is a
 * shell, in a session of its own too, that waits for the end of a pipe only the app holds open;
 * the kernel closes it when the app's process ends, however it ends, and the guard then stops
 * the server (SIGINT: fast shutdown). It is ended as soon as the server exits, so it never signals
 * a process id that was given to another program since.
 */
function guardAgainstOrphaning(server: ChildProcess): void {
  if (process.platform === 'win32' || server.pid === undefined) return;
  const guard = spawn(
    '/bin/sh',
    ['-c', 'read _; kill -INT "$1" 2>/dev/null', 'embedded-postgres-guard', String(server.pid)],
    {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    },
  );
  guard.on('error', () => undefined);
  // Neither the guard nor its pipe keeps the app's event loop alive.
  guard.unref();
  (guard.stdin as (NodeJS.WritableStream & { unref?: () => void }) | null)?.unref?.();
  server.once('exit', () => guard.kill('SIGKILL'));
}

function spawnFailure(file: string, error: NodeJS.ErrnoException): StartFailure {
  if (error.code === 'EACCES') return new StartFailure(`${file} cannot be run (permission denied)`);
  if (error.code === 'ENOENT') return new StartFailure(`${file} (or a directory on its way) does not exist`);
  return new StartFailure(`${file} cannot be run (${error.message})`);
}

export async function initialiseCluster(layout: Layout, password: string, logger: LauncherLogger): Promise<void> {
  const { clusterDir, user } = layout;
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (user) await chown(clusterDir, user.uid, user.gid);
  // Next to the cluster, where the server's user can read it; removed right after.
  const passwordFile = join(dirname(clusterDir), `.initdb-password-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (user) await chown(passwordFile, user.uid, user.gid);
    await ensureExecutable(layout.binaries.initdb);
    await ensureExecutable(layout.binaries.postgres);
    const child = spawnAsServerUser(
      layout.binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        `--username=${SERVER_USER}`,
        `--pwfile=${passwordFile}`,
        `--lc-messages=${layout.locale}`,
      ],
      layout,
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      logger.debug(chunk.toString('utf8').trim());
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    await new Promise<void>((resolveInit, reject) => {
      child.on('error', (error) => reject(spawnFailure(layout.binaries.initdb, error)));
      child.on('close', (code, signal) => {
        if (code === 0) resolveInit();
        else {
          const summary = summariseServerOutput(output) || `initdb exit code ${code ?? signal}`;
          reject(new StartFailure(`creating its cluster in ${clusterDir} failed (${summary})`));
        }
      });
    });
  } finally {
    await unlink(passwordFile).catch(() => undefined);
  }
}

export async function startServer(layout: Layout, port: number, logger: LauncherLogger): Promise<ChildProcess> {
  await ensureExecutable(layout.binaries.postgres);
  const child = spawnAsServerUser(
    layout.binaries.postgres,
    ['-D', layout.clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    layout,
    true,
  );
  guardAgainstOrphaning(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => logger.debug(chunk.toString('utf8').trim()));
  await new Promise<void>((resolveStart, reject) => {
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new StartFailure(`it did not report being ready within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      logger.debug(text.trim());
      if (ready) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        output = '';
        clearTimeout(timer);
        resolveStart();
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(spawnFailure(layout.binaries.postgres, error));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (ready) return;
      if (output.includes('Address already in use')) {
        reject(new StartFailure(`port ${port} on 127.0.0.1 is already in use by another program`, true));
      } else {
        const summary = summariseServerOutput(output) || `exit code ${code ?? signal}`;
        reject(
          new StartFailure(`the server stopped while starting on the cluster in ${layout.clusterDir} (${summary})`),
        );
      }
    });
  });
  return child;
}

export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop());
    child.kill('SIGINT');
  });
}
