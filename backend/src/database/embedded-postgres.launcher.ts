import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readdir, readFile, realpath, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';

export interface EmbeddedPostgresHandle {
  connectionUrl: string;
  port: number;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'app';
/** Database superuser, and the system user the server runs as when the app runs as root. */
const USER = 'postgres';
/** Where the server's binaries and cluster go when the app runs as root and the server cannot reach them. */
export const ROOT_RELOCATION_BASE = '/var/lib/web3-growth-platform';
const START_TIMEOUT_MS = 60_000;

export interface EmbeddedPostgresFailureContext {
  dataDir: string;
  runningAsRoot: boolean;
  /** The server's port was taken by another program. */
  portInUse?: boolean;
}

function orList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${items.length > 2 ? ',' : ''} or ${items.at(-1)}`;
}

/** One paragraph: what went wrong and what the person starting the app can do about it. */
export function embeddedPostgresFailureMessage(reason: string, context: EmbeddedPostgresFailureContext): string {
  const remedies = [
    'set DATABASE_URL to use an existing PostgreSQL server (for example DATABASE_URL=postgres://user:password@localhost:5432/app)',
    context.runningAsRoot
      ? `set DATA_DIR to another directory that the unprivileged "${USER}" system user can reach (every parent directory executable by others; DATA_DIR is now ${context.dataDir})`
      : `set DATA_DIR to another directory this user can write to (DATA_DIR is now ${context.dataDir})`,
  ];
  if (context.portInUse) remedies.unshift('set EMBEDDED_POSTGRES_PORT to a free port (or leave it unset to pick one)');
  if (context.runningAsRoot) remedies.push('run the app as a normal user instead of root');
  const cause = reason.trim().replace(/[.\s]+$/, '');
  return `The embedded PostgreSQL server could not start: ${cause}. To fix this, ${orList(remedies)}.`;
}

/** Raised by {@link startEmbeddedPostgres} whatever stopped the embedded server; its message is the whole explanation. */
export class EmbeddedPostgresError extends Error {
  override readonly name = 'EmbeddedPostgresError';

  constructor(
    readonly reason: string,
    readonly context: EmbeddedPostgresFailureContext,
  ) {
    super(embeddedPostgresFailureMessage(reason, context));
  }
}

/** A failure whose reason is already worded for people; wrapped into EmbeddedPostgresError at the end. */
class StartFailure extends Error {
  constructor(
    message: string,
    readonly portInUse = false,
  ) {
    super(message);
  }
}

/** Words a file-system or process error for people (no stack, no error class). */
export function describeStartError(error: unknown): string {
  if (error instanceof StartFailure) return error.message;
  const { code, path, message } = (error ?? {}) as NodeJS.ErrnoException;
  const where = path ? ` ${path}` : '';
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return `permission denied on${where || ' a file it needs'}`;
    case 'EEXIST':
    case 'ENOTDIR':
      return `${path ?? 'a path it needs'} (or one of its parents) exists but is not a directory`;
    case 'EROFS':
      return `${path ?? 'a path it needs'} is on a read-only file system`;
    case 'ENOSPC':
      return 'there is no space left on the device';
    default:
      return message || String(error);
  }
}

const TIMESTAMP_PREFIX = /^\d{4}-\d\d-\d\d [\d:.]+ \S+ \[\d+\] /;

/** The lines of PostgreSQL's output that say why it stopped (FATAL/ERROR/HINT), or its last lines. */
export function summariseServerOutput(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.replace(TIMESTAMP_PREFIX, '').trim())
    .filter((line) => line.length > 0 && !line.startsWith('['));
  const important = lines.filter((line) => /^(FATAL|PANIC|ERROR|HINT|DETAIL):|\berror:/i.test(line));
  const chosen = (important.length > 0 ? important : lines.slice(-3)).slice(0, 4);
  return chosen.map((line) => line.replace(/\s+/g, ' ').replace(/\.$/, '')).join('; ');
}

/** Where the cluster of a DATA_DIR goes when the server cannot reach DATA_DIR: the same place for the same DATA_DIR. */
export function relocatedClusterDir(base: string, dataDirRealPath: string): string {
  const digest = createHash('sha256').update(dataDirRealPath).digest('hex').slice(0, 16);
  return join(base, `data-${digest}`, 'postgres');
}

async function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function ensureDatabaseExists(maintenanceUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * A server left running by a crashed previous start holds the data directory's lock;
 * it is ours, so it is shut down cleanly before a new one starts.
 */
async function stopOrphanedServer(clusterDir: string, logger: LauncherLogger): Promise<void> {
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

function run(file: string, args: string[], ids?: ServerUser): Promise<string> {
  return new Promise((resolveRun, reject) => {
    execFile(file, args, { ...ids }, (error, stdout, stderr) => {
      if (error) reject(new Error(String(stderr).trim() || error.message));
      else resolveRun(String(stdout));
    });
  });
}

interface ServerUser {
  uid: number;
  gid: number;
}

/** PostgreSQL never runs as root: as root, it runs as the unprivileged system user "postgres", created on first use. */
async function ensureServerUser(): Promise<ServerUser> {
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', USER])).trim()),
    gid: Number((await run('id', ['-g', USER])).trim()),
  });
  try {
    return await lookup();
  } catch {
    // created below
  }
  try {
    await run('groupadd', ['-f', USER]);
    await run('useradd', ['--system', '--gid', USER, '--no-create-home', '--shell', '/usr/sbin/nologin', USER]);
    return await lookup();
  } catch (error) {
    throw new StartFailure(
      `PostgreSQL refuses to run as root, and the unprivileged system user "${USER}" it would run as does not exist and could not be created (${describeStartError(error)})`,
    );
  }
}

/** Whether the server's user can reach (search/execute) every path, tried as that user. */
async function canReach(paths: string[], ids: ServerUser): Promise<boolean> {
  try {
    await run('/bin/sh', ['-c', 'for p; do test -x "$p" || exit 1; done', 'sh', ...paths], ids);
    return true;
  } catch {
    return false;
  }
}

interface Binaries {
  /** The package's `native` directory: bin/, lib/ and share/ of one PostgreSQL build. */
  nativeDir: string;
  initdb: string;
  postgres: string;
  version: string;
}

async function locateBinaries(): Promise<Binaries> {
  const packageName = `@embedded-postgres/${platform()}-${arch()}`;
  let exported: { initdb?: string; postgres?: string };
  try {
    exported = (await import(packageName)) as typeof exported;
  } catch {
    throw new StartFailure(
      `its binaries for this platform (npm package ${packageName}) are not installed; run npm install again`,
    );
  }
  const { initdb, postgres } = exported;
  if (!initdb || !postgres || !existsSync(initdb) || !existsSync(postgres)) {
    throw new StartFailure(`its binaries are missing from the npm package ${packageName}; run npm install again`);
  }
  const nativeDir = dirname(dirname(postgres));
  let version = 'unknown';
  try {
    version = (JSON.parse(await readFile(join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    version = String((await stat(postgres)).size);
  }
  return { nativeDir, initdb, postgres, version };
}

/** Makes a copied tree readable (and its programs runnable) by everyone; npm may have extracted it with a strict umask. */
async function openUp(path: string): Promise<void> {
  const entries = await readdir(path, { withFileTypes: true });
  await chmod(path, 0o755);
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await openUp(child);
    else if (entry.isFile()) await chmod(child, (await stat(child)).mode & 0o100 ? 0o755 : 0o644);
  }
}

async function ensureWorldReachableDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: 0o755 });
  await chmod(path, 0o755);
}

/** Copies the binaries to a root-owned, world-readable directory, once per version. */
async function placeBinaries(binaries: Binaries): Promise<Binaries> {
  const target = join(ROOT_RELOCATION_BASE, `postgres-${binaries.version}-${platform()}-${arch()}`);
  const complete = join(target, '.complete');
  if (!existsSync(complete)) {
    await ensureWorldReachableDir(ROOT_RELOCATION_BASE);
    const partial = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await cp(binaries.nativeDir, partial, { recursive: true, verbatimSymlinks: true });
      await openUp(partial);
      await writeFile(join(partial, '.complete'), `${binaries.version}\n`, { mode: 0o644 });
      await rename(partial, target);
    } catch (error) {
      // Another start placed them at the same time.
      if (!existsSync(complete)) throw error;
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
  }
  return {
    ...binaries,
    nativeDir: target,
    initdb: join(target, relative(binaries.nativeDir, binaries.initdb)),
    postgres: join(target, relative(binaries.nativeDir, binaries.postgres)),
  };
}

/** Fixes the mode of programs that lost their execute bits (the package may be extracted without them). */
async function ensureExecutable(file: string): Promise<void> {
  const { mode } = await stat(file);
  if ((mode & 0o555) !== 0o555) await chmod(file, mode | 0o555).catch(() => undefined);
}

/** The locale PostgreSQL's messages are in: its "ready" line is matched in English. */
async function messagesLocale(): Promise<string> {
  if (platform() === 'win32') return 'C';
  try {
    const available = new Set((await run('locale', ['-a'])).split(/\r?\n/).map((locale) => locale.trim()));
    return ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((locale) => available.has(locale)) ?? 'C';
  } catch {
    return 'C';
  }
}

interface Layout {
  binaries: Binaries;
  clusterDir: string;
  user?: ServerUser;
  locale: string;
}

function spawnAsServerUser(file: string, args: string[], layout: Layout): ChildProcess {
  return spawn(file, args, {
    ...layout.user,
    env: { ...process.env, LC_MESSAGES: layout.locale },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function spawnFailure(file: string, error: NodeJS.ErrnoException): StartFailure {
  if (error.code === 'EACCES') return new StartFailure(`${file} cannot be run (permission denied)`);
  if (error.code === 'ENOENT') return new StartFailure(`${file} (or a directory on its way) does not exist`);
  return new StartFailure(`${file} cannot be run (${error.message})`);
}

async function initialiseCluster(layout: Layout, password: string, logger: LauncherLogger): Promise<void> {
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
        `--username=${USER}`,
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

async function startServer(layout: Layout, port: number, logger: LauncherLogger): Promise<ChildProcess> {
  await ensureExecutable(layout.binaries.postgres);
  const child = spawnAsServerUser(
    layout.binaries.postgres,
    ['-D', layout.clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    layout,
  );
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
        reject(new StartFailure(`the server stopped while starting on the cluster in ${layout.clusterDir} (${summary})`));
      }
    });
  });
  return child;
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop());
    child.kill('SIGINT');
  });
}

/**
 * Decides where the server's binaries and cluster live. Normally: the npm package's binaries and
 * DATA_DIR/postgres. As root, the server runs as the unprivileged "postgres" user; whatever that
 * user cannot reach (a clone inside root's 0700 home) is placed under {@link ROOT_RELOCATION_BASE}.
 */
async function resolveLayout(dataDir: string, logger: LauncherLogger): Promise<Layout> {
  const binaries = await locateBinaries();
  const locale = await messagesLocale();
  const clusterDir = join(dataDir, 'postgres');
  if (process.getuid?.() !== 0) return { binaries, clusterDir, locale };

  const user = await ensureServerUser();
  const binariesReachable = await canReach(
    [binaries.postgres, binaries.initdb, join(binaries.nativeDir, 'lib'), join(binaries.nativeDir, 'share')],
    user,
  );
  const dataReachable = await canReach([dataDir], user);
  if (binariesReachable && dataReachable) return { binaries, clusterDir, user, locale };

  const unreachable = [
    ...(binariesReachable ? [] : [`its binaries in ${binaries.nativeDir}`]),
    ...(dataReachable ? [] : [`DATA_DIR ${dataDir}`]),
  ].join(' nor ');
  if (!dataReachable && existsSync(join(clusterDir, 'PG_VERSION'))) {
    throw new StartFailure(
      `PostgreSQL refuses to run as root, and the unprivileged "${USER}" user it runs as cannot reach the existing cluster in ${clusterDir} (a parent directory is not executable by others)`,
    );
  }
  let placed: Layout;
  try {
    const placedBinaries = binariesReachable ? binaries : await placeBinaries(binaries);
    let placedCluster = clusterDir;
    if (!dataReachable) {
      placedCluster = relocatedClusterDir(ROOT_RELOCATION_BASE, await realpath(dataDir));
      await ensureWorldReachableDir(dirname(placedCluster));
      await writeFile(join(dirname(placedCluster), 'DATA_DIR'), `${await realpath(dataDir)}\n`, { mode: 0o644 });
    }
    placed = { binaries: placedBinaries, clusterDir: placedCluster, user, locale };
  } catch (error) {
    throw new StartFailure(
      `PostgreSQL refuses to run as root, the unprivileged "${USER}" user it runs as cannot reach ${unreachable}, and placing them under ${ROOT_RELOCATION_BASE} failed (${describeStartError(error)})`,
    );
  }
  if (!(await canReach([placed.binaries.postgres, dirname(placed.clusterDir)], user))) {
    throw new StartFailure(
      `PostgreSQL refuses to run as root, and the unprivileged "${USER}" user it runs as cannot reach ${unreachable}, nor their copies under ${ROOT_RELOCATION_BASE}`,
    );
  }
  logger.log(
    `Running as root: PostgreSQL runs as the unprivileged "${USER}" user, which cannot reach ${unreachable}, ` +
      `so its binaries are in ${placed.binaries.nativeDir} and its data in ${placed.clusterDir} ` +
      `(the app's own files stay in ${dataDir})`,
  );
  return placed;
}

export type LauncherLogger = Pick<Logger, 'log' | 'debug' | 'warn' | 'error'>;

/**
 * Starts the embedded PostgreSQL server on 127.0.0.1. Whatever stops it (permissions, a taken
 * port, a broken cluster, missing binaries) is raised as an {@link EmbeddedPostgresError}.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  requestedPort: number | undefined,
  logger: LauncherLogger = new Logger('EmbeddedPostgres'),
): Promise<EmbeddedPostgresHandle> {
  let server: ChildProcess | undefined;
  const stopOnExit = () => server?.kill('SIGINT');
  try {
    await mkdir(dataDir, { recursive: true });
    // The server runs as an unprivileged user when the app runs as root; it must reach its directory.
    await chmod(dataDir, 0o755).catch(() => undefined);
    const password = await readOrCreatePassword(join(dataDir, '.postgres-password'));
    const layout = await resolveLayout(dataDir, logger);
    const port = requestedPort ?? (await findFreePort());

    if (existsSync(join(layout.clusterDir, 'PG_VERSION'))) {
      await stopOrphanedServer(layout.clusterDir, logger);
    } else {
      logger.log(`Initialising a new PostgreSQL cluster in ${layout.clusterDir}`);
      await initialiseCluster(layout, password, logger);
    }
    server = await startServer(layout, port, logger);
    process.once('exit', stopOnExit);

    const serverUrl = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    try {
      await ensureDatabaseExists(`${serverUrl}/postgres`, DATABASE_NAME);
    } catch (error) {
      throw new StartFailure(`it started but the app could not connect to it (${describeStartError(error)})`);
    }
    logger.log(`PostgreSQL listening on 127.0.0.1:${port}, data in ${layout.clusterDir}`);
    const running = server;
    return {
      connectionUrl: `${serverUrl}/${DATABASE_NAME}`,
      port,
      stop: async () => {
        process.removeListener('exit', stopOnExit);
        await stopServer(running);
      },
    };
  } catch (error) {
    process.removeListener('exit', stopOnExit);
    if (server) await stopServer(server);
    throw new EmbeddedPostgresError(describeStartError(error), {
      dataDir,
      runningAsRoot: process.getuid?.() === 0,
      portInUse: error instanceof StartFailure && error.portInUse,
    });
  }
}
