import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { escapeIdentifier, type PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource, MigrationExecutor, type MigrationInterface } from 'typeorm';
import { buildDataSourceOptions } from '../data-source.options';
import { migrations as knownMigrations } from '../migrations';
import {
  BACKUP_FORMAT,
  BACKUP_SCHEMAS,
  BackupError,
  damaged,
  parseHeader,
  readBackupLines,
  type BackupHeader,
  type BackupTable,
} from './backup-file';
import { qualifiedName } from './create-backup';
import { errorMessage } from '../../common/errors/error-message';

export interface RestoreSummary {
  createdAt: string;
  tables: number;
  rows: number;
  migrations: number;
}

type MigrationClass = new () => MigrationInterface;

const nameOf = (migration: MigrationClass) => new migration().name ?? migration.name;

/** The migrations the backup's schema was built by; a backup from newer code than this is refused. */
function migrationsOf(file: string, header: BackupHeader): MigrationClass[] {
  const known = new Map((knownMigrations as MigrationClass[]).map((migration) => [nameOf(migration), migration]));
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `${file} was made by a newer version of the app (its schema has migrations this version does not know: ` +
        `${unknown.join(', ')}); restore it with that version or a later one. Nothing was restored.`,
    );
  }
  return header.migrations.map((name) => known.get(name)!);
}

async function assertEmpty(client: PoolClient): Promise<void> {
  const { rows } = await client.query<{ count: string }>(
    `SELECT count(*) AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
  );
  const tables = Number(rows[0].count);
  if (tables > 0) {
    throw new BackupError(
      `The target database is not empty (it has ${tables} tables); a backup is restored only into an empty database, ` +
        'so nothing was changed. Create a new database (or, with the embedded server, move DATA_DIR/postgres aside) and restore into that.',
    );
  }
}

async function foreignKeys(client: PoolClient): Promise<{ table: string; name: string; definition: string }[]> {
  const { rows } = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint
      WHERE contype = 'f' AND conparentid = 0
        AND connamespace IN (SELECT oid FROM pg_namespace WHERE nspname = ANY($1))`,
    [BACKUP_SCHEMAS],
  );
  return rows;
}

async function leafTables(client: PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = ANY($1)`,
    [BACKUP_SCHEMAS],
  );
  return rows.map(qualifiedName);
}

async function copyTable(
  client: PoolClient,
  file: string,
  table: BackupTable,
  lines: AsyncGenerator<string, void>,
): Promise<void> {
  const columns = table.columns.map(escapeIdentifier).join(', ');
  const copy = client.query(copyFrom(`COPY ${qualifiedName(table)} (${columns}) FROM STDIN`));
  const copied = finished(copy);
  copied.catch(() => undefined);
  try {
    for (let row = 0; row < table.rows; row += 1) {
      const { value, done } = await lines.next();
      if (done) throw damaged(file, `it ends within the rows of ${table.schema}.${table.name}`);
      if (!copy.write(`${value}\n`)) await Promise.race([once(copy, 'drain'), copied]);
    }
    copy.end();
    await copied;
  } catch (error) {
    // Ends the COPY on the server too (CopyFail), or the connection could not roll back.
    copy.destroy(error instanceof Error ? error : new Error(String(error)));
    await copied.catch(() => undefined);
    throw error;
  }
}

/**
 * Loads the rows of each table from the file into the schema the migrations just built: the
 * migrations' sample rows are replaced, foreign keys are checked once everything is in, and the
 * tables' own triggers (change notifications, derived counters) stay quiet, since the rows already
 * hold what they would derive.
 */
async function loadRows(
  client: PoolClient,
  file: string,
  header: BackupHeader,
  lines: AsyncGenerator<string, void>,
): Promise<number> {
  for (const queue of header.jobQueues) {
    await client.query(`SELECT pgboss.create_queue($1, json_build_object('policy', 'standard'))`, [queue]);
  }
  const keys = await foreignKeys(client);
  for (const key of keys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${escapeIdentifier(key.name)}`);
  const tables = await leafTables(client);
  const missing = header.tables.map(qualifiedName).filter((table) => !tables.includes(table));
  if (missing.length > 0)
    throw damaged(file, `tables ${missing.join(', ')} are not in the schema its migrations build`);
  if (tables.length > 0) await client.query(`TRUNCATE ${tables.join(', ')}`);
  for (const table of tables) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);

  let total = 0;
  for (const table of header.tables) {
    await copyTable(client, file, table, lines);
    total += table.rows;
  }
  const trailer = await lines.next();
  if (trailer.done || !isTrailerOf(trailer.value, total)) throw damaged(file, 'its end is missing');

  for (const table of tables) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  for (const key of keys)
    await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${escapeIdentifier(key.name)} ${key.definition}`);
  for (const sequence of header.sequences) {
    const name = qualifiedName(sequence);
    if (sequence.lastValue === null) await client.query(`ALTER SEQUENCE ${name} RESTART`);
    else await client.query('SELECT setval($1::regclass, $2::bigint, true)', [name, sequence.lastValue]);
  }
  return total;
}

/**
 * Restores a backup into an empty database, all in one transaction: a restore that fails for any
 * reason (a damaged file, a constraint) leaves the database as empty as it was.
 */
export async function restoreBackup(databaseUrl: string, file: string): Promise<RestoreSummary> {
  const lines = readBackupLines(file);
  let header: BackupHeader;
  try {
    const first = await lines.next();
    header = parseHeader(file, first.done ? undefined : first.value);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${file} cannot be read as a backup made by npm run backup (${errorMessage(error)}); nothing was restored.`,
    );
  }
  const migrations = migrationsOf(file, header);

  const options = buildDataSourceOptions(databaseUrl);
  // One connection, with the shared pool settings kept (connection timeout, the error listener).
  const dataSource = new DataSource({
    ...options,
    migrations,
    extra: { ...(options.extra as Record<string, unknown>), max: 1 },
  });
  await dataSource.initialize();
  const queryRunner = dataSource.createQueryRunner();
  try {
    const client = (await queryRunner.connect()) as PoolClient;
    await client.query('SET statement_timeout = 0');
    await assertEmpty(client);
    await queryRunner.startTransaction();
    try {
      const executor = new MigrationExecutor(dataSource, queryRunner);
      executor.transaction = 'none';
      await executor.executePendingMigrations();
      const rows = await loadRows(client, file, header, lines);
      await queryRunner.commitTransaction();
      return { createdAt: header.createdAt, tables: header.tables.length, rows, migrations: migrations.length };
    } catch (error) {
      await queryRunner.rollbackTransaction().catch(() => undefined);
      if (error instanceof BackupError) throw error;
      if (isReadError(error)) throw damaged(file, errorMessage(error));
      throw new BackupError(`Restoring ${file} failed, so nothing was restored: ${errorMessage(error)}`);
    }
  } finally {
    await lines.return(undefined);
    await queryRunner.release();
    await dataSource.destroy();
  }
}

function isTrailerOf(line: string, rows: number): boolean {
  try {
    const trailer = JSON.parse(line) as { end?: string; rows?: number };
    return trailer.end === BACKUP_FORMAT && trailer.rows === rows;
  } catch {
    return false;
  }
}

/** A gzip or file-system error, as opposed to one the database raised. */
function isReadError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('ERR_') || code.startsWith('E'));
}
