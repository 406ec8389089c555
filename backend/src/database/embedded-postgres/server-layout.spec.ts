import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { relocatedClusterDir, setAsideOrphanedCluster } from './server-layout';

const warnings: string[] = [];
const logger = {
  log: () => undefined,
  debug: () => undefined,
  warn: (message: string) => void warnings.push(message),
  error: () => undefined,
};
const made: string[] = [];

afterEach(async () => {
  warnings.length = 0;
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function relocatedCluster(): Promise<string> {
  const base = await mkdtemp(join(tmpdir(), 'layout-spec-'));
  made.push(base);
  const clusterDir = join(base, 'data-0123456789abcdef', 'postgres');
  await mkdir(clusterDir, { recursive: true });
  return clusterDir;
}

describe('embedded PostgreSQL server layout', () => {
  it('places the cluster of one DATA_DIR at the same place every time, apart from other DATA_DIRs', () => {
    const first = relocatedClusterDir('/var/lib/product', '/root/app/data');
    expect(first).toMatch(/^\/var\/lib\/product\/data-[0-9a-f]{16}\/postgres$/);
    expect(relocatedClusterDir('/var/lib/product', '/root/app/data')).toBe(first);
    expect(relocatedClusterDir('/var/lib/product', '/root/other/data')).not.toBe(first);
  });

  it("moves aside, never deletes, the cluster a deleted DATA_DIR left in the new one's relocated place, and says where", async () => {
    const clusterDir = await relocatedCluster();
    await writeFile(join(clusterDir, 'PG_VERSION'), '17\n');
    await setAsideOrphanedCluster(clusterDir, '/root/app/data', logger);
    expect(existsSync(clusterDir)).toBe(false);
    const [aside] = (await readdir(join(clusterDir, '..'))).filter((name) => name.startsWith('postgres-orphaned-'));
    expect(await readFile(join(clusterDir, '..', aside, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('DATA_DIR /root/app/data is new');
    expect(warnings[0]).toContain(join(clusterDir, '..', aside));
  });

  it('leaves a place without a cluster as it is', async () => {
    const clusterDir = await relocatedCluster();
    await setAsideOrphanedCluster(clusterDir, '/root/app/data', logger);
    expect(existsSync(clusterDir)).toBe(true);
    expect(warnings).toEqual([]);
  });
});
