import 'reflect-metadata';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { createNestLogger, flushLogs } from './observability/app-logger';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { EmbeddedPostgresError } from './database/embedded-postgres/embedded-postgres-error';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresHandle,
} from './database/embedded-postgres/embedded-postgres.launcher';
import { runMigrations } from './database/run-migrations';
import { EnsureAdminUseCase } from './modules/auth/application/ensure-admin.use-case';
import { DrainingState } from './modules/health/application/draining-state';

const SHUTDOWN_TIMEOUT_MS = 15_000;
/**
 * A stop signal repeated within this time is the same request: under `npm start` a terminal's
 * Ctrl-C reaches the server twice, from the terminal and passed on by npm.
 */
const REPEATED_SIGNAL_MS = 1_000;
const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
const logger = new Logger('Bootstrap');

/**
 * Ensures the admin account. A generated first password is written to DATA_DIR and answered as the
 * block to print once the server listens, so that it is the last thing a first start shows.
 */
async function bootstrapAdmin(ensureAdmin: EnsureAdminUseCase, config: AppConfig): Promise<string | undefined> {
  const configured =
    config.adminUsername && config.adminPassword
      ? { username: config.adminUsername, password: config.adminPassword }
      : undefined;
  const result = await ensureAdmin.execute(configured);
  if (result.kind === 'configured') logger.log(`Admin account "${result.username}" is ready`);
  if (result.kind !== 'generated') return undefined;
  await mkdir(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'initial-admin-password');
  await writeFile(file, `${result.password}\n`, { mode: 0o600 });
  return (
    `\n  Created the first admin account.\n  username: ${result.username}\n  password: ${result.password}\n` +
    `  (also written to ${file}; change it by setting ADMIN_USERNAME and ADMIN_PASSWORD)\n`
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Unset means production here (config.nodeEnv); libraries that read it themselves, such as the
  // React the server renders pages with, are told the same.
  process.env.NODE_ENV ??= config.nodeEnv;
  Logger.overrideLogger(createNestLogger(config));
  let embedded: EmbeddedPostgresHandle | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort);
  }
  const databaseUrl = config.databaseUrl ?? embedded!.connectionUrl;
  const applied = await runMigrations(databaseUrl);
  if (applied.length > 0) logger.log(`Applied migrations: ${applied.join(', ')}`);

  const { app, drain, dispose } = await createApp(config, databaseUrl);
  const generatedAdmin = await bootstrapAdmin(app.get(EnsureAdminUseCase), config);
  await app.listen(config.port, config.host);
  const server = app.getHttpServer();
  logger.log(`Listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
  if (generatedAdmin) {
    // Printed once on purpose, as plain text after every start-up line (the log's buffer written
    // out first): this is the only way to learn the generated password besides the file.
    flushLogs();
    console.log(generatedAdmin);
  }

  const draining = app.get(DrainingState);
  let shuttingDown = false;
  let firstSignalAt = 0;
  let skipReadyDelay: (() => void) | undefined;
  const shutdown = async (signal: string) => {
    if (shuttingDown) {
      // A second signal (Ctrl-C again) does not wait for load balancers to notice; the same one
      // passed on by npm a moment after the terminal sent it is not a second signal.
      if (Date.now() - firstSignalAt >= REPEATED_SIGNAL_MS) skipReadyDelay?.();
      return;
    }
    shuttingDown = true;
    firstSignalAt = Date.now();
    logger.log(`${signal} received, shutting down`);
    // Reported not ready first, while still serving, so load balancers stop sending requests before connections are refused.
    draining.start();
    if (config.shutdownReadyDelayMs > 0) {
      logger.log(`Reporting not ready for ${config.shutdownReadyDelayMs} ms before closing connections`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, config.shutdownReadyDelayMs);
        skipReadyDelay = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    const forced = setTimeout(() => {
      logger.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    try {
      drain.start();
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await drained;
      dispose();
      await app.close();
      await embedded?.stop();
      logger.log('Stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error(`Shutdown failed: ${String(error)}`);
      process.exit(1);
    }
  };
  // SIGHUP too: a closed terminal sends it, and Node's default would end the server without draining.
  for (const signal of STOP_SIGNALS) process.on(signal, () => void shutdown(signal));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    logger.error(`Configuration error: ${error.message}`);
  } else if (error instanceof EmbeddedPostgresError) {
    logger.error(error.message);
  } else {
    logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  process.exit(1);
});
