import { createReadStream } from 'node:fs';
import { pipeline, type Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';

/**
 * A backup is one gzip file of text lines: a JSON header, then each table's rows in PostgreSQL's
 * COPY text format (one row per line, newlines escaped), as many as the header counts for that
 * table, then a JSON trailer. Counting rows up front lets a restore notice a file cut short even
 * where gzip itself would not.
 */
export const BACKUP_FORMAT = 'web3-growth-platform-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The schemas the app's data lives in: its own tables and the job queue's. */
export const BACKUP_SCHEMAS = ['public', 'pgboss'];

export interface BackupTable {
  schema: string;
  name: string;
  columns: string[];
  rows: number;
}

export interface BackupSequence {
  schema: string;
  name: string;
  /** null when the sequence has never been used. */
  lastValue: string | null;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  serverVersion: string;
  /** Applied migrations, in the order they were applied. */
  migrations: string[];
  tables: BackupTable[];
  sequences: BackupSequence[];
  /** pg-boss queues: each has a partition of pgboss.job that a restore must create before loading it. */
  jobQueues: string[];
}

export interface BackupTrailer {
  end: typeof BACKUP_FORMAT;
  tables: number;
  rows: number;
}

/** Anything wrong with a backup file or its target, worded for the operator. */
export class BackupError extends Error {}

export function damaged(file: string, reason: string): BackupError {
  return new BackupError(`The backup file ${file} is damaged or incomplete (${reason}); nothing was restored.`);
}

/** The file's lines, decompressed; a read or gzip error ends the iteration with that error. */
export async function* readBackupLines(file: string): AsyncGenerator<string, void> {
  const source: Readable = pipeline(createReadStream(file), createGunzip(), () => undefined);
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of source) {
    pending += decoder.write(chunk as Buffer);
    let start = 0;
    let end: number;
    while ((end = pending.indexOf('\n', start)) >= 0) {
      yield pending.slice(start, end);
      start = end + 1;
    }
    pending = pending.slice(start);
  }
  pending += decoder.end();
  if (pending) yield pending;
}

export function parseHeader(file: string, line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = line === undefined ? undefined : (JSON.parse(line) as Partial<BackupHeader>);
  } catch {
    header = undefined;
  }
  if (header?.format !== BACKUP_FORMAT) {
    throw new BackupError(`${file} is not a backup made by npm run backup; nothing was restored.`);
  }
  if (header.version !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${file} is a backup of format version ${String(header.version)}, which this version of the app cannot read; nothing was restored.`,
    );
  }
  if (!Array.isArray(header.migrations) || !Array.isArray(header.tables) || !Array.isArray(header.sequences)) {
    throw damaged(file, 'its header is incomplete');
  }
  return { jobQueues: [], ...header } as BackupHeader;
}
