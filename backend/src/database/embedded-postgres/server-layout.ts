import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { Logger } from '@nestjs/common';
import { describeStartError, StartFailure } from './embedded-postgres-error';
import { ROOT_RELOCATION_BASE, SERVER_USER } from './embedded-postgres.constants';

export type LauncherLogger = Pick<Logger, 'log' | 'debug' | 'warn' | 'error'>;

export interface ServerUser {
  uid: number;
  gid: number;
}

interface Binaries {
  /** The package's `native` directory: bin/, lib/ and share/ of one PostgreSQL build. */
  nativeDir: string;
  initdb: string;
  postgres: string;
  version: string;
}

export interface Layout {
  binaries: Binaries;
  clusterDir: string;
  user?: ServerUser;
  locale: string;
}

/** Where the cluster of a DATA_DIR goes when the server cannot reach DATA_DIR: the same place for the same DATA_DIR. */
export function relocatedClusterDir(base: string, dataDirRealPath: string): string {
  const digest = createHash('sha256').update(dataDirRealPath).digest('hex').slice(0, 16);
  return join(base, `data-${digest}`, 'postgres');
}

function run(file: string, args: string[], ids?: ServerUser): Promise<string> {
  return new Promise((resolveRun, reject) => {
    execFile(file, args, { ...ids }, (error, stdout, stderr) => {
      if (error) reject(new Error(String(stderr).trim() || error.message));
      else resolveRun(String(stdout));
    });
  });
}

/** PostgreSQL never runs as root: as root, it runs as the unprivileged system user "postgres", created on first use. */
async function ensureServerUser(): Promise<ServerUser> {
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', SERVER_USER])).trim()),
    gid: Number((await run('id', ['-g', SERVER_USER])).trim()),
  });
  try {
    return await lookup();
  } catch {
    // created below
  }
  try {
    await run('groupadd', ['-f', SERVER_USER]);
    await run('useradd', [
      '--system',
      '--gid',
      SERVER_USER,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      SERVER_USER,
    ]);
    return await lookup();
  } catch (error) {
    throw new StartFailure(
      `PostgreSQL refuses to run as root, and the unprivileged system user "${SERVER_USER}" it would run as does not exist and could not be created (${describeStartError(error)})`,
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
    version = (JSON.parse(await readFile(join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string })
      .version;
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

/**
 * A DATA_DIR that was just created (its PostgreSQL password is new) cannot own a cluster that is
 * already in its relocated place: that one belongs to an earlier DATA_DIR at the same path, which
 * was deleted, and was initialised with another password, so the app could never sign in to it.
 * It is moved aside (never deleted: it may hold data someone wants) and a new cluster is made.
 */
export async function setAsideOrphanedCluster(
  clusterDir: string,
  dataDir: string,
  logger: LauncherLogger,
): Promise<void> {
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) return;
  const aside = `${clusterDir}-orphaned-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(clusterDir, aside);
  logger.warn(
    `DATA_DIR ${dataDir} is new, but ${clusterDir} held the PostgreSQL cluster of an earlier DATA_DIR at the same path ` +
      `(its password is gone with that directory). It was moved to ${aside}; delete it once nothing in it is needed.`,
  );
}

/**
 * Decides where the server's binaries and cluster live. Normally: the npm package's binaries and
 * DATA_DIR/postgres. As root, the server runs as the unprivileged "postgres" user; whatever that
 * user cannot reach (a clone inside root's 0700 home) is placed under {@link ROOT_RELOCATION_BASE}.
 * `newDataDir` says that DATA_DIR was created by this start (see {@link setAsideOrphanedCluster}).
 */
export async function resolveLayout(dataDir: string, logger: LauncherLogger, newDataDir = false): Promise<Layout> {
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
      `PostgreSQL refuses to run as root, and the unprivileged "${SERVER_USER}" user it runs as cannot reach the existing cluster in ${clusterDir} (a parent directory is not executable by others)`,
    );
  }
  let placed: Layout;
  try {
    const placedBinaries = binariesReachable ? binaries : await placeBinaries(binaries);
    let placedCluster = clusterDir;
    if (!dataReachable) {
      placedCluster = relocatedClusterDir(ROOT_RELOCATION_BASE, await realpath(dataDir));
      await ensureWorldReachableDir(dirname(placedCluster));
      if (newDataDir) await setAsideOrphanedCluster(placedCluster, dataDir, logger);
      await writeFile(join(dirname(placedCluster), 'DATA_DIR'), `${await realpath(dataDir)}\n`, { mode: 0o644 });
    }
    placed = { binaries: placedBinaries, clusterDir: placedCluster, user, locale };
  } catch (error) {
    throw new StartFailure(
      `PostgreSQL refuses to run as root, the unprivileged "${SERVER_USER}" user it runs as cannot reach ${unreachable}, and placing them under ${ROOT_RELOCATION_BASE} failed (${describeStartError(error)})`,
    );
  }
  if (!(await canReach([placed.binaries.postgres, dirname(placed.clusterDir)], user))) {
    throw new StartFailure(
      `PostgreSQL refuses to run as root, and the unprivileged "${SERVER_USER}" user it runs as cannot reach ${unreachable}, nor their copies under ${ROOT_RELOCATION_BASE}`,
    );
  }
  logger.log(
    `Running as root: PostgreSQL runs as the unprivileged "${SERVER_USER}" user, which cannot reach ${unreachable}, ` +
      `so its binaries are in ${placed.binaries.nativeDir} and its data in ${placed.clusterDir} ` +
      `(the app's own files stay in ${dataDir})`,
  );
  return placed;
}
