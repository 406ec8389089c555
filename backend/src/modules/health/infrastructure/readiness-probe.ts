import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withinTimeout } from '../../../common/application/within-timeout';
import { TableChangeFeed } from '../../../database/table-change-feed';
import { DrainingState } from '../application/draining-state';
import { readinessOf, type CheckResult, type ReadinessReport } from '../application/readiness';
import { asError } from '../../../common/errors/error-message';
import { appliedMigrations, DATABASE_ANSWERS } from './readiness.statements';

export const CHECK_TIMEOUT_MS = 2_000;
const UNDEFINED_TABLE = '42P01';

@Injectable()
export class ReadinessProbe {
  /** Migrations are only ever added by a start of newer code, so once all are applied they stay applied. */
  private migrationsApplied = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly changeFeed: TableChangeFeed,
    private readonly draining: DrainingState,
  ) {}

  /** Whether the database answers within CHECK_TIMEOUT_MS. */
  databaseAnswers(): Promise<boolean> {
    return withinTimeout(
      this.dataSource.query(DATABASE_ANSWERS).then(() => true),
      false,
      CHECK_TIMEOUT_MS,
    );
  }

  async check(): Promise<ReadinessReport> {
    const database: CheckResult = (await this.databaseAnswers()) ? 'ok' : 'failing';
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
        .query<{ name: string }[]>(appliedMigrations(table))
        // No migrations table: none has been applied.
        .catch((error: { code?: string }) => (error.code === UNDEFINED_TABLE ? [] : Promise.reject(asError(error)))),
      undefined,
      CHECK_TIMEOUT_MS,
    );
    if (!applied) return 'unknown';
    const names = new Set(applied.map((row) => row.name));
    this.migrationsApplied = this.dataSource.migrations.every(
      (migration) => migration.name && names.has(migration.name),
    );
    return this.migrationsApplied ? 'ok' : 'failing';
  }
}
