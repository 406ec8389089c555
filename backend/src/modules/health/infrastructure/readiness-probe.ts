import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TableChangeFeed } from '../../../database/table-change-feed';
import { DrainingState } from '../application/draining-state';
import { readinessOf, type CheckResult, type ReadinessReport } from '../application/readiness';

export const CHECK_TIMEOUT_MS = 2_000;
const UNDEFINED_TABLE = '42P01';

/** Resolves to the query's answer, or to `fallback` when it fails or takes longer than the health checks allow. */
export async function withinTimeout<T>(query: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([query.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class ReadinessProbe {
  /** Migrations are only ever added by a start of newer code, so once all are applied they stay applied. */
  private migrationsApplied = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly changeFeed: TableChangeFeed,
    private readonly draining: DrainingState,
  ) {}

  async check(): Promise<ReadinessReport> {
    const database: CheckResult = (await withinTimeout(this.dataSource.query('SELECT 1').then(() => true), false))
      ? 'ok'
      : 'failing';
    const migrations = database === 'ok' ? await this.checkMigrations() : 'unknown';
    return readinessOf({
      database,
      migrations,
      changeFeed: this.changeFeed.isLive ? 'ok' : 'failing',
      draining: this.draining.isDraining,
    });
  }

  private async checkMigrations(): Promise<CheckResult | 'unknown'> {
    if (this.migrationsApplied) return 'ok';
    const table = this.dataSource.options.migrationsTableName ?? 'migrations';
    const applied = await withinTimeout<{ name: string }[] | undefined>(
      this.dataSource
        .query(`SELECT name FROM "${table}"`)
        // No migrations table: none has been applied.
        .catch((error: { code?: string }) => (error.code === UNDEFINED_TABLE ? [] : Promise.reject(error))),
      undefined,
    );
    if (!applied) return 'unknown';
    const names = new Set(applied.map((row) => row.name));
    this.migrationsApplied = this.dataSource.migrations.every((migration) => migration.name && names.has(migration.name));
    return this.migrationsApplied ? 'ok' : 'failing';
  }
}
