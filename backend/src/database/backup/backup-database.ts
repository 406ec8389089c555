import { existsSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { ROOT_RELOCATION_BASE, SERVER_USER } from '../embedded-postgres/embedded-postgres.constants';
import { startEmbeddedPostgres } from '../embedded-postgres/embedded-postgres.launcher';
import { relocatedClusterDir, type LauncherLogger } from '../embedded-postgres/server-layout';
import { BackupError } from './backup-file';

export interface BackupDatabase {
  url: string;
  /** Stops the embedded server if this command started it. */
  release(): Promise<void>;
}

const EMBEDDED_DATABASE = 'app';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function clusterDirs(dataDir: string): Promise<string[]> {
  const clusters = [join(dataDir, 'postgres')];
  // As root the cluster may have been placed elsewhere (docs/operations.md, "Running as root").
  if (existsSync(dataDir)) clusters.push(relocatedClusterDir(ROOT_RELOCATION_BASE, await realpath(dataDir)));
  return clusters;
}

/** The port of the embedded server the app is running on DATA_DIR, if one runs: PostgreSQL writes it to postmaster.pid. */
async function runningEmbeddedPort(clusters: string[]): Promise<number | undefined> {
  for (const cluster of clusters) {
    const pidFile = join(cluster, 'postmaster.pid');
    if (!existsSync(pidFile)) continue;
    const [pid, , , port] = (await readFile(pidFile, 'utf8')).split('\n');
    if (isProcessAlive(Number(pid)) && Number(port) > 0) return Number(port);
  }
  return undefined;
}

/**
 * The database a backup or restore works on: DATABASE_URL when set; otherwise the embedded server
 * of DATA_DIR, the running one if the app is up, or one started for the command and stopped after it.
 */
export async function openBackupDatabase(
  config: AppConfig,
  purpose: 'backup' | 'restore',
  logger: LauncherLogger,
): Promise<BackupDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, release: async () => undefined };
  const clusters = await clusterDirs(config.dataDir);
  if (purpose === 'backup' && !clusters.some((cluster) => existsSync(join(cluster, 'PG_VERSION')))) {
    throw new BackupError(
      `There is no embedded database in DATA_DIR ${config.dataDir} to back up; set DATA_DIR (or DATABASE_URL) to the one the app uses.`,
    );
  }
  const port = await runningEmbeddedPort(clusters);
  if (port !== undefined) {
    const password = (await readFile(join(config.dataDir, '.postgres-password'), 'utf8')).trim();
    return {
      url: `postgres://${SERVER_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`,
      release: async () => undefined,
    };
  }
  const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort, logger);
  return { url: embedded.connectionUrl, release: () => embedded.stop() };
}
