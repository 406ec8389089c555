import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const stillRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A registry of the app servers the test files start: one file per running process, named by its
 * PID and holding the data directory to remove, if any (see app-server.ts). A server still listed
 * after the last file was not stopped by its file: the teardown sends it SIGTERM, which also stops
 * its embedded PostgreSQL, SIGKILL after 20 seconds, and then removes its data directory.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const registry = await mkdtemp(join(tmpdir(), 'e2e-servers-'));
  process.env.E2E_SERVER_REGISTRY = registry;
  return async () => {
    const left: { pid: number; dataDir: string }[] = [];
    for (const name of await readdir(registry)) {
      const pid = Number(name);
      if (Number.isInteger(pid) && stillRunning(pid))
        left.push({ pid, dataDir: (await readFile(join(registry, name), 'utf8')).trim() });
    }
    for (const { pid } of left) {
      console.warn(`stopping app server ${pid}, which its test file left running`);
      process.kill(pid, 'SIGTERM');
    }
    const deadline = Date.now() + 20_000;
    while (left.some(({ pid }) => stillRunning(pid)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    for (const { pid, dataDir } of left) {
      if (stillRunning(pid)) process.kill(pid, 'SIGKILL');
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
    await rm(registry, { recursive: true, force: true });
  };
}
