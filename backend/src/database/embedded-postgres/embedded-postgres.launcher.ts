import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { describeStartError, EmbeddedPostgresError, StartFailure } from './embedded-postgres-error';
import { SERVER_USER } from './embedded-postgres.constants';
import { resolveLayout, type LauncherLogger } from './server-layout';
import { initialiseCluster, startServer, stopOrphanedServer, stopServer } from './server-process';

export interface EmbeddedPostgresHandle {
  connectionUrl: string;
  port: number;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'app';

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

/** The cluster's password, kept in DATA_DIR; `created` when this start made it (a new DATA_DIR). */
async function readOrCreatePassword(file: string): Promise<{ password: string; created: boolean }> {
  if (existsSync(file)) return { password: (await readFile(file, 'utf8')).trim(), created: false };
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return { password, created: true };
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
    const { password, created } = await readOrCreatePassword(join(dataDir, '.postgres-password'));
    const layout = await resolveLayout(dataDir, logger, created);
    const port = requestedPort ?? (await findFreePort());

    if (existsSync(join(layout.clusterDir, 'PG_VERSION'))) {
      await stopOrphanedServer(layout.clusterDir, logger);
    } else {
      logger.log(`Initialising a new PostgreSQL cluster in ${layout.clusterDir}`);
      await initialiseCluster(layout, password, logger);
    }
    server = await startServer(layout, port, logger);
    process.once('exit', stopOnExit);

    const serverUrl = `postgres://${SERVER_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    try {
      await ensureDatabaseExists(`${serverUrl}/postgres`, DATABASE_NAME);
    } catch (error) {
      const reason = describeStartError(error);
      const otherPassword = /password authentication failed/i.test(reason)
        ? `; the cluster in ${layout.clusterDir} was made with another password than the one in ${join(dataDir, '.postgres-password')}, so move that cluster away or put its DATA_DIR back`
        : '';
      throw new StartFailure(`it started but the app could not connect to it (${reason})${otherPassword}`);
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
