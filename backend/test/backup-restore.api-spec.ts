import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createBackup } from '../src/database/backup/create-backup';
import { restoreBackup } from '../src/database/backup/restore-backup';
import { createTestDatabase } from './support/test-database';
import { startTestApp } from './support/test-app';

const serverUrl = () => inject('databaseServerUrl');

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database with nothing in it, as a restore needs. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `restore_${randomBytes(6).toString('hex')}`;
  await withClient(`${serverUrl()}/postgres`, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: `${serverUrl()}/${name}`,
    drop: () =>
      withClient(`${serverUrl()}/postgres`, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/** Every table of the app's schemas with an md5 of its rows in a fixed order, and every sequence's position. */
async function contentsOf(url: string): Promise<Record<string, string>> {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND n.nspname IN ('public', 'pgboss') ORDER BY 1`,
    );
    const contents: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ digest: string; count: number }>(
        `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest, count(*)::int AS count FROM ${name} t`,
      );
      contents[name] = `${rows[0].count}:${rows[0].digest}`;
    }
    const { rows: sequences } = await client.query<{ name: string; last_value: string | null }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text FROM pg_sequences
        WHERE schemaname IN ('public', 'pgboss')`,
    );
    for (const sequence of sequences) contents[`sequence ${sequence.name}`] = String(sequence.last_value);
    return contents;
  });
}

describe('backup and restore', () => {
  let source: { url: string; drop(): Promise<void> };
  let backupDir: string;
  let backupFile: string;
  let atBackup: Record<string, string>;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    source = await createTestDatabase(serverUrl());
    backupDir = mkdtempSync(join(tmpdir(), 'backup-test-'));
    // Data made the way people make it, background jobs included; then the app stops, so the source holds still.
    const app = await startTestApp({ databaseUrl: source.url });
    const partner = await app.approvedPartner();
    await partner.client.post('/api/campaigns', {
      name: 'Backup campaign',
      description: 'Saved and restored',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
    });
    await app.client().post('/api/contact', {
      name: 'Ada',
      email: 'ada@example.com',
      company: 'A',
      message: 'Line one\nline "two"\ttabbed \\ done',
    });
    await app.client().post('/api/newsletter', { email: 'reader@example.com' });
    await app.jobsSettled();
    await app.close();

    const summary = await createBackup(source.url, backupDir);
    backupFile = summary.file;
    atBackup = await contentsOf(source.url);

    await withClient(source.url, async (client) => {
      await client.query(
        `INSERT INTO contact_messages (name, email, company, message) VALUES ('Later', 'later@example.com', 'L', 'after the backup')`,
      );
      await client.query(`DELETE FROM newsletter_subscriptions WHERE email = 'reader@example.com'`);
      await client.query(`UPDATE campaigns SET name = 'Renamed after the backup'`);
    });
  });

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await source.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it('writes a timestamped file into the backup directory', () => {
    expect(backupFile.startsWith(backupDir)).toBe(true);
    expect(backupFile).toMatch(/backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.gz$/);
    const header = JSON.parse(gunzipSync(readFileSync(backupFile)).toString('utf8').split('\n')[0]);
    expect(header).toMatchObject({ format: 'web3-growth-platform-backup', version: 1 });
    const rowsOf = (schema: string, name: string) =>
      header.tables.find((table: { schema: string; name: string }) => table.schema === schema && table.name === name)
        .rows;
    expect(rowsOf('public', 'campaigns')).toBe(1);
    // The job queue's own tables are in it too, with the queues whose partitions a restore recreates.
    expect(header.jobQueues.length).toBeGreaterThan(0);
    expect(rowsOf('pgboss', 'queue')).toBe(header.jobQueues.length);
  });

  it('restores into an empty database exactly what was there at backup time, and ids continue', async () => {
    expect(await contentsOf(source.url)).not.toEqual(atBackup);
    const target = await emptyDatabase();
    cleanups.push(target.drop);

    await restoreBackup(target.url, backupFile);

    expect(await contentsOf(target.url)).toEqual(atBackup);
    await withClient(target.url, async (client) => {
      const { rows: before } = await client.query<{ max: number }>('SELECT max(id)::int AS max FROM contact_messages');
      const { rows: inserted } = await client.query<{ id: number }>(
        `INSERT INTO contact_messages (name, email, company, message) VALUES ('New', 'new@example.com', 'N', 'after the restore') RETURNING id`,
      );
      expect(inserted[0].id).toBeGreaterThan(before[0].max);
    });
  });

  it('refuses a database that is not empty, and changes nothing there', async () => {
    const before = await contentsOf(source.url);
    await expect(restoreBackup(source.url, backupFile)).rejects.toThrow(/not empty/);
    expect(await contentsOf(source.url)).toEqual(before);
  });

  it('refuses a cut-short or foreign file with a clear message, and leaves the database empty', async () => {
    const target = await emptyDatabase();
    cleanups.push(target.drop);
    const whole = gunzipSync(readFileSync(backupFile));
    const cut = join(backupDir, 'cut.gz');
    writeFileSync(cut, gzipSync(whole.subarray(0, Math.floor(whole.length * 0.8))));
    await expect(restoreBackup(target.url, cut)).rejects.toThrow(/damaged or incomplete/);

    const truncatedGzip = join(backupDir, 'truncated.gz');
    const compressed = readFileSync(backupFile);
    writeFileSync(truncatedGzip, compressed.subarray(0, Math.floor(compressed.length / 2)));
    await expect(restoreBackup(target.url, truncatedGzip)).rejects.toThrow(/damaged or incomplete/);

    const foreign = join(backupDir, 'foreign.gz');
    writeFileSync(foreign, 'SELECT 1;\n');
    await expect(restoreBackup(target.url, foreign)).rejects.toThrow(
      /not a backup made by npm run backup|cannot be read as a backup/,
    );

    const tables = await withClient(target.url, (client) =>
      client.query(`SELECT 1 FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`),
    );
    expect(tables.rowCount).toBe(0);
  });

  it('refuses a backup made by a newer version of the app', async () => {
    const target = await emptyDatabase();
    cleanups.push(target.drop);
    const [headerLine, ...rest] = gunzipSync(readFileSync(backupFile)).toString('utf8').split('\n');
    const header = JSON.parse(headerLine);
    header.migrations.push('FromTheFuture1999999999999');
    const newer = join(backupDir, 'newer.gz');
    writeFileSync(newer, gzipSync([JSON.stringify(header), ...rest].join('\n')));
    await expect(restoreBackup(target.url, newer)).rejects.toThrow(
      /newer version of the app.*FromTheFuture1999999999999/,
    );
  });
});

describe('the backup command', () => {
  const command = resolve(__dirname, '../dist/database/backup/backup.cli.js');
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [command, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      encoding: 'utf8',
    });

  it('backs up DATABASE_URL into BACKUP_DIR, and restores that file into an empty database', async () => {
    expect(existsSync(command), `${command} is missing: run npm run build -w backend first`).toBe(true);
    const source = await createTestDatabase(serverUrl());
    const target = await emptyDatabase();
    const backupDir = mkdtempSync(join(tmpdir(), 'backup-command-'));
    try {
      const backup = run(['backup'], { DATABASE_URL: source.url, BACKUP_DIR: backupDir });
      expect(backup.status, backup.stderr).toBe(0);
      const file = backup.stdout.trim();
      expect(file.startsWith(backupDir) && existsSync(file)).toBe(true);

      const restore = run(['restore', file], { DATABASE_URL: target.url });
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain('Restored');
      expect(await contentsOf(target.url)).toEqual(await contentsOf(source.url));

      const again = run(['restore', file], { DATABASE_URL: target.url });
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('The target database is not empty');
      const usage = run(['restore'], { DATABASE_URL: target.url });
      expect(usage.status).toBe(1);
      expect(usage.stderr).toContain('Usage: npm run backup | npm run restore FILE');
    } finally {
      await target.drop();
      await source.drop();
      rmSync(backupDir, { recursive: true, force: true });
    }
  });
});
