import { Logger } from '@nestjs/common';
import type { ClientBase } from 'pg';
import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';

const logger = new Logger('Database');

/**
 * pg-pool listens for a client's errors only while the client is idle in the pool; TypeORM's query
 * runners add a listener of their own while they hold one, but a client checked out any other way
 * had none. When the server ended such a client's connection between two of its queries (a
 * restart, a failover, an administrator), the unhandled 'error' event ended the process. This
 * listener stays for the client's life: the error is logged, the client's next query fails, and
 * pg-pool drops the client when it is released.
 */
function keepClientErrorsFromEndingTheProcess(client: ClientBase): void {
  client.on('error', (error) => logger.warn(`A database connection was lost: ${error.message}`));
}

/** Entities are registered by each module (TypeOrmModule.forFeature + autoLoadEntities). */
export function buildDataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: {
      max: 20,
      // A stopped database refuses connections at once, so requests still fail fast; the
      // bound only caps waiting for a slow handshake on a saturated machine.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 10_000,
      onConnect: keepClientErrorsFromEndingTheProcess,
    },
  };
}
