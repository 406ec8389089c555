import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { startEmbeddedPostgres } from './embedded-postgres.launcher';

const quiet = { log: () => undefined, debug: () => undefined, warn: () => undefined, error: () => undefined };

describe('embedded PostgreSQL start-up', () => {
  it('raises EmbeddedPostgresError, not a raw error, when DATA_DIR is a regular file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'launcher-spec-'));
    try {
      const file = join(dir, 'data');
      await writeFile(file, 'not a directory');
      const failure = await startEmbeddedPostgres(file, undefined, quiet).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(EmbeddedPostgresError);
      expect((failure as EmbeddedPostgresError).message).toContain(`${file} (or one of its parents) exists but is not a directory`);
      expect((failure as EmbeddedPostgresError).message).toContain(`DATA_DIR is now ${file}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
