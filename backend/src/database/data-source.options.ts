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
      // Fail fast when the database is unreachable instead of queueing requests forever.
      connectionTimeoutMillis: 2_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 10_000,
    },
  };
}
