import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/** The pg pool under TypeORM's postgres driver, for the paths that skip TypeORM's query runner. */
export function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}
