import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';

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
    },
  };
}
