import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { INSERT_SESSION_SECRET, SELECT_SESSION_SECRET } from './sessions.statements';

/**
 * Without SESSION_SECRET the secret lives in the database, so every instance sharing the
 * database signs cookies the same way and sessions survive restarts.
 */
export async function resolveSessionSecret(dataSource: DataSource, configured?: string): Promise<string> {
  if (configured) return configured;
  await dataSource.query(INSERT_SESSION_SECRET, [randomBytes(48).toString('base64url')]);
  const rows: { value: string }[] = await dataSource.query(SELECT_SESSION_SECRET);
  return rows[0].value;
}
