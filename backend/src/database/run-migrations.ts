import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source.options';

/** An arbitrary fixed key so that instances starting together run migrations one at a time. */
const MIGRATION_LOCK_KEY = 727_001;

export async function runMigrations(url: string): Promise<string[]> {
  const dataSource = new DataSource(buildDataSourceOptions(url));
  await dataSource.initialize();
  const queryRunner = dataSource.createQueryRunner();
  try {
    await queryRunner.connect();
    await queryRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await queryRunner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await queryRunner.release();
    await dataSource.destroy();
  }
}
