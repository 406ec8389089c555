import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * Without SESSION_SECRET the secret lives in the database, so every instance sharing the
 * database signs cookies the same way and sessions survive restarts.
 */
export async function resolveSessionSecret(dataSource: DataSource, configured?: string): Promise<string> {
  if (configured) return configured;
  await dataSource.query(
    `INSERT INTO app_settings (key, value) VALUES ('session_secret', $1) ON CONFLICT (key) DO NOTHING`,
    [randomBytes(48).toString('base64url')],
  );
  const rows: { value: string }[] = await dataSource.query(
    `SELECT value FROM app_settings WHERE key = 'session_secret'`,
  );
  return rows[0].value;
}
