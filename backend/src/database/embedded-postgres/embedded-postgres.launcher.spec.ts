import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { ROOT_RELOCATION_BASE } from './embedded-postgres.constants';
import { startEmbeddedPostgres } from './embedded-postgres.launcher';
import { relocatedClusterDir } from './server-layout';

const quiet = { log: () => undefined, debug: () => undefined, warn: () => undefined, error: () => undefined };

describe('embedded PostgreSQL start-up', () => {
  it('raises EmbeddedPostgresError, not a raw error, when DATA_DIR is a regular file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'launcher-spec-'));
    try {
      const file = join(dir, 'data');
      await writeFile(file, 'not a directory');
      const failure = await startEmbeddedPostgres(file, undefined, quiet).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(EmbeddedPostgresError);
      expect((failure as EmbeddedPostgresError).message).toContain(
        `${file} (or one of its parents) exists but is not a directory`,
      );
      expect((failure as EmbeddedPostgresError).message).toContain(`DATA_DIR is now ${file}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  // As root from a private (0700) directory, the cluster lives under ROOT_RELOCATION_BASE, apart from DATA_DIR.
  it.runIf(process.getuid?.() === 0)(
    'starts again as root after DATA_DIR was deleted, setting the earlier cluster aside instead of failing on its password',
    async () => {
      const home = await mkdtemp(join(tmpdir(), 'launcher-root-'));
      await chmod(home, 0o700);
      const dataDir = join(home, 'data');
      const first = await startEmbeddedPostgres(dataDir, undefined, quiet);
      await first.stop();
      const clusterDir = relocatedClusterDir(ROOT_RELOCATION_BASE, await realpath(dataDir));
      try {
        expect(existsSync(join(clusterDir, 'PG_VERSION'))).toBe(true);
        await rm(dataDir, { recursive: true, force: true });
        const second = await startEmbeddedPostgres(dataDir, undefined, quiet);
        await second.stop();
        expect(
          (await readdir(join(clusterDir, '..'))).filter((name) => name.startsWith('postgres-orphaned-')),
        ).toHaveLength(1);
      } finally {
        await rm(join(clusterDir, '..'), { recursive: true, force: true });
        await rm(home, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
