import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';
import { Client, escapeIdentifier } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_SCHEMAS,
  type BackupHeader,
  type BackupSequence,
  type BackupTable,
  type BackupTrailer,
} from './backup-file';

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
}

export function qualifiedName(table: { schema: string; name: string }): string {
  return `${escapeIdentifier(table.schema)}.${escapeIdentifier(table.name)}`;
}

async function write(gzip: Gzip, chunk: string | Buffer): Promise<void> {
  if (!gzip.write(chunk)) await once(gzip, 'drain');
}

/** Reads what the header describes, inside the backup's snapshot. */
async function describe(client: Client): Promise<BackupHeader> {
  const tables = (
    await client.query<Omit<BackupTable, 'rows'>>(
      `SELECT n.nspname AS schema, c.relname AS name,
              array_agg(a.attname::text ORDER BY a.attnum) AS columns
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        WHERE c.relkind = 'r' AND n.nspname = ANY($1)
        GROUP BY n.nspname, c.relname
        ORDER BY n.nspname, c.relname`,
      [BACKUP_SCHEMAS],
    )
  ).rows;
  if (tables.length > 0) {
    // Keeps the tables' definitions from changing under the dump, as pg_dump does; writers are not blocked.
    await client.query(`LOCK TABLE ${tables.map(qualifiedName).join(', ')} IN ACCESS SHARE MODE`);
  }
  const counted: BackupTable[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${qualifiedName(table)}`);
    counted.push({ ...table, rows: Number(rows[0].count) });
  }
  const has = (schema: string, name: string) => tables.some((table) => table.schema === schema && table.name === name);
  const migrations = has('public', 'migrations')
    ? (await client.query<{ name: string }>('SELECT name FROM public.migrations ORDER BY id')).rows.map(
        (row) => row.name,
      )
    : [];
  const jobQueues = has('pgboss', 'queue')
    ? (await client.query<{ name: string }>('SELECT name FROM pgboss.queue ORDER BY name')).rows.map((row) => row.name)
    : [];
  // Sequences are not transactional: their values may be a little ahead of the snapshot, which only skips ids.
  const sequences = (
    await client.query<BackupSequence>(
      `SELECT schemaname AS schema, sequencename AS name, last_value::text AS "lastValue"
         FROM pg_sequences WHERE schemaname = ANY($1) ORDER BY schemaname, sequencename`,
      [BACKUP_SCHEMAS],
    )
  ).rows;
  const { rows: version } = await client.query<{ server_version: string }>('SHOW server_version');
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    serverVersion: version[0].server_version,
    migrations,
    tables: counted,
    sequences,
    jobQueues,
  };
}

export function backupFileName(at: Date = new Date()): string {
  return `backup-${at.toISOString().replace(/[:.]/g, '-')}.gz`;
}

/**
 * Writes a consistent logical dump of the app's schemas to a new file in `directory`: every table
 * is read in one REPEATABLE READ snapshot, so rows that belong together are saved together. The
 * file appears under its final name only when it is complete.
 */
export async function createBackup(databaseUrl: string, directory: string): Promise<BackupSummary> {
  await mkdir(directory, { recursive: true });
  const file = join(directory, backupFileName());
  const partial = `${file}.partial`;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const header = await describe(client);
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
    // Awaited below; this only keeps an early write failure from counting as unhandled meanwhile.
    written.catch(() => undefined);
    try {
      await write(gzip, `${JSON.stringify(header)}\n`);
      for (const table of header.tables) {
        const columns = table.columns.map(escapeIdentifier).join(', ');
        const rows = client.query(copyTo(`COPY ${qualifiedName(table)} (${columns}) TO STDOUT`));
        for await (const chunk of rows) await write(gzip, chunk as Buffer);
      }
      const rowCount = header.tables.reduce((sum, table) => sum + table.rows, 0);
      const trailer: BackupTrailer = { end: BACKUP_FORMAT, tables: header.tables.length, rows: rowCount };
      await write(gzip, `${JSON.stringify(trailer)}\n`);
      gzip.end();
      await written;
      await client.query('COMMIT');
      await rename(partial, file);
      return { file, tables: header.tables.length, rows: rowCount };
    } catch (error) {
      gzip.destroy();
      await written.catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(partial, { force: true });
    await client.end();
  }
}
