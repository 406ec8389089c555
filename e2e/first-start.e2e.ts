import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runAppToExit, startAppServer } from './support/app-server';

const runningAsRoot = process.getuid?.() === 0;
const STACK_LINE = /^\s+at /m;

function post(baseUrl: string, path: string, body: unknown) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The line a root start logs: where PostgreSQL's cluster went because its user cannot reach DATA_DIR. */
function relocatedCluster(output: string): string | undefined {
  // The server logs JSON lines: match their messages, not the escaped JSON text.
  const messages = output.split('\n').map((line) => {
    try {
      return String(JSON.parse(line).msg);
    } catch {
      return line;
    }
  });
  return messages
    .join('\n')
    .match(
      /Running as root: PostgreSQL runs as the unprivileged "postgres" user, .*its data in (\/\S+\/postgres) /,
    )?.[1];
}

describe('first start', () => {
  const cleanup: string[] = [];
  afterAll(async () => {
    for (const path of cleanup) await rm(path, { recursive: true, force: true });
  });

  if (!runningAsRoot)
    console.log('Skipping the root start in a private directory: these tests are not running as root.');

  it.skipIf(!runningAsRoot)(
    'as root, with DATA_DIR inside a 0700 directory, comes up, says where PostgreSQL keeps its files and keeps the data across restarts',
    async () => {
      const privateParent = await mkdtemp(join(tmpdir(), 'e2e-private-'));
      cleanup.push(privateParent);
      await chmod(privateParent, 0o700);
      const dataDir = join(privateParent, 'data');
      await mkdir(dataDir);

      const first = await startAppServer({ dataDir, keepData: true });
      const cluster = relocatedCluster(first.output());
      expect(cluster, first.output()).toBeDefined();
      // The relocated cluster lives outside the temporary directory: remove it afterwards.
      cleanup.push(dirname(cluster!));
      expect(cluster!.startsWith(privateParent)).toBe(false);
      expect(existsSync(join(cluster!, 'PG_VERSION'))).toBe(true);
      // The app's own files stay in DATA_DIR.
      expect(existsSync(join(dataDir, 'initial-admin-password'))).toBe(true);
      expect(existsSync(join(dataDir, '.postgres-password'))).toBe(true);
      expect(existsSync(join(dataDir, 'postgres'))).toBe(false);

      expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
      expect((await post(first.baseUrl, '/api/auth/signup', { username: 'rooted', password: 'secret1' })).status).toBe(
        201,
      );
      expect(await first.stop('SIGTERM')).toBe(0);

      const second = await startAppServer({ dataDir, keepData: true });
      try {
        expect(relocatedCluster(second.output())).toBe(cluster);
        expect(
          (await post(second.baseUrl, '/api/auth/login', { username: 'rooted', password: 'secret1' })).status,
        ).toBe(200);
      } finally {
        expect(await second.stop('SIGTERM')).toBe(0);
      }
    },
    120_000,
  );

  function expectRemedyParagraph(run: { code: number | null; output: string }) {
    expect(run.code, run.output).not.toBe(0);
    expect(run.code, run.output).not.toBeNull();
    const paragraph = run.output
      .split('\n')
      .find((line) => line.includes('The embedded PostgreSQL server could not start'));
    expect(paragraph, run.output).toBeDefined();
    expect(paragraph).toContain('DATABASE_URL');
    expect(paragraph).toContain('DATA_DIR');
    expect(run.output).not.toMatch(STACK_LINE);
    return paragraph!;
  }

  it('exits with the remedy paragraph, without a stack trace, when DATA_DIR is a regular file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'e2e-file-data-'));
    cleanup.push(dir);
    const file = join(dir, 'data');
    await writeFile(file, 'not a directory');
    const paragraph = expectRemedyParagraph(await runAppToExit({ dataDir: file }));
    expect(paragraph).toContain(`${file} (or one of its parents) exists but is not a directory`);
  });

  it('exits with the remedy paragraph when the cluster directory is not a PostgreSQL cluster', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'e2e-not-cluster-'));
    cleanup.push(dataDir);
    await chmod(dataDir, 0o755);
    await mkdir(join(dataDir, 'postgres'));
    await writeFile(join(dataDir, 'postgres', 'stray-file'), 'not a cluster');
    const paragraph = expectRemedyParagraph(await runAppToExit({ dataDir }));
    expect(paragraph).toContain('exists but is not empty');
  });

  it('exits with the remedy paragraph when EMBEDDED_POSTGRES_PORT is taken', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'e2e-port-taken-'));
    cleanup.push(dataDir);
    await chmod(dataDir, 0o755);
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolveListen) => blocker.listen(port, '127.0.0.1', () => resolveListen()));
    try {
      const paragraph = expectRemedyParagraph(
        await runAppToExit({ dataDir, env: { EMBEDDED_POSTGRES_PORT: String(port) } }),
      );
      expect(paragraph).toContain(`port ${port} on 127.0.0.1 is already in use`);
      expect(paragraph).toContain('EMBEDDED_POSTGRES_PORT');
    } finally {
      await new Promise((resolveClose) => blocker.close(resolveClose));
    }
  });
});
