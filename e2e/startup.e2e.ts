import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRunning, REPO_ROOT, serverPid, startAppServer, waitUntil } from './support/app-server';

/** The JSON log line's message, or undefined for a line that is not one (the admin password block). */
function messageOf(line: string): string | undefined {
  try {
    return String(JSON.parse(line).msg);
  } catch {
    return undefined;
  }
}

/**
 * The first start's generated password block is the last thing start-up prints, after the line
 * saying where it listens: only the test's own requests are logged after it.
 */
function expectPasswordBlockLast(output: string, password: string): void {
  const lines = output.split('\n');
  const listening = lines.findIndex((line) => messageOf(line)?.startsWith('Listening on http://'));
  const blockStart = lines.findIndex((line) => line.includes('Created the first admin account.'));
  const blockEnd = lines.findIndex((line) => line.includes('also written to'));
  expect(listening, output).toBeGreaterThanOrEqual(0);
  expect(blockStart, output).toBeGreaterThan(listening);
  expect(lines.slice(blockStart, blockEnd).join('\n')).toContain(`password: ${password}`);
  const after = lines.slice(blockEnd + 1).filter((line) => line.trim() !== '');
  expect(
    after.filter((line) => !['request completed', 'request aborted'].includes(messageOf(line) ?? '')),
    output,
  ).toEqual([]);
  // Nest's route mapping (one line per route) is at debug, not at the default level.
  expect(lines.filter((line) => /"context":"(RoutesResolver|RouterExplorer)"|Mapped \{/.test(line))).toEqual([]);
}

async function login(baseUrl: string, username: string, password: string) {
  return fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

describe('starting the product', () => {
  it('creates a first admin with a generated password, keeps data across restarts and stops cleanly', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'e2e-restart-'));
    const first = await startAppServer({ dataDir, keepData: true });
    const passwordFile = join(dataDir, 'initial-admin-password');
    const password = (await readFile(passwordFile, 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
    expectPasswordBlockLast(first.output(), password);
    expect((await login(first.baseUrl, 'admin', password)).status).toBe(200);

    const signup = await fetch(`${first.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'survivor', password: 'secret1' }),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers.getSetCookie()[0].split(';')[0];

    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('Stopped cleanly');

    const second = await startAppServer({ dataDir });
    try {
      expect(second.output()).not.toContain(password);
      expect((await login(second.baseUrl, 'survivor', 'secret1')).status).toBe(200);
      const session = await fetch(`${second.baseUrl}/api/auth/user`, { headers: { cookie } });
      expect(session.status).toBe(200);
      expect((await session.json()).user.username).toBe('survivor');
    } finally {
      expect(await second.stop('SIGINT')).toBe(0);
    }
  });

  it('npm start: a SIGTERM to npm (what a process manager sends) drains and stops the server, which frees its port', async () => {
    const server = await startAppServer({ npmStart: true });
    const pid = serverPid(server.output());
    try {
      expect(pid).not.toBe(server.pid);
      process.kill(server.pid, 'SIGTERM');
      expect(await server.exited).toBe(0);
      await waitUntil(() => !isRunning(pid), 20_000, 'the server process ending');
      await expect(fetch(`${server.baseUrl}/api/health/live`)).rejects.toThrow();
      expect(server.output()).toContain('SIGTERM received, shutting down');
      expect(server.output()).toContain('Stopped cleanly');
    } finally {
      // Without the hand-over, the server outlives npm: stop it here so the run does not leak it.
      if (isRunning(pid)) process.kill(pid, 'SIGTERM');
      await waitUntil(() => !isRunning(pid), 20_000, 'the left-over server stopping');
      await server.stop();
    }
  });

  it('npm start in a terminal: Ctrl-C (npm passes it on too) drains as SIGTERM does, serving reads until it stops', async () => {
    const server = await startAppServer({ npmStart: true, detached: true, env: { SHUTDOWN_READY_DELAY_MS: '3000' } });
    const pid = serverPid(server.output());
    const read = (path: string) =>
      fetch(`${server.baseUrl}${path}`).then(
        (response) => response.status,
        () => 0,
      );
    try {
      expect(await read('/api/projects')).toBe(200);
      // The terminal sends SIGINT to its whole foreground process group: npm and the server.
      server.signalGroup('SIGINT');
      await waitUntil(() => read('/api/health/ready').then((status) => status === 503), 5_000, 'reporting not ready');
      const duringDrain = [];
      for (let round = 0; round < 5; round += 1) {
        for (const path of ['/api/projects', '/api/health']) duringDrain.push({ path, status: await read(path) });
      }
      expect(
        duringDrain.filter(({ status }) => status !== 200),
        server.output().slice(-2000),
      ).toEqual([]);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('Stopped cleanly');
      expect(isRunning(pid)).toBe(false);
    } finally {
      if (isRunning(pid)) process.kill(pid, 'SIGTERM');
      await waitUntil(() => !isRunning(pid), 20_000, 'the left-over server stopping');
      await server.stop();
    }
  });

  it('ensures the admin named by ADMIN_USERNAME and ADMIN_PASSWORD', async () => {
    const server = await startAppServer({ env: { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'boss-password' } });
    try {
      const response = await login(server.baseUrl, 'boss', 'boss-password');
      expect(response.status).toBe(200);
      expect((await response.json()).user.role).toBe('admin');
      await expect(stat(join(server.dataDir, 'initial-admin-password'))).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });

  it('serves the client on every page path (404 where it has no page), with caching for hashed assets, and JSON for unknown API paths', async () => {
    const server = await startAppServer();
    try {
      // A project page is rendered on the server with its content and head.
      const project = await fetch(`${server.baseUrl}/project/binance`);
      expect(project.status).toBe(200);
      const projectHtml = await project.text();
      expect(projectHtml).toContain('<title>Binance | ChainBoost</title>');
      expect(projectHtml).not.toContain('<div id="root"></div>');
      // A page with no content of its own before sign-in gets the app with its own head.
      const login = await fetch(`${server.baseUrl}/login`);
      expect(login.status).toBe(200);
      const html = await login.text();
      expect(html).toContain('<title>Login | ChainBoost</title>');
      expect(html).toContain('<div id="root"></div>');
      // A path the client has no page for gets the app as a 404 (it shows the not-found screen), not indexed.
      const unknown = await fetch(`${server.baseUrl}/some/deep/link`);
      expect(unknown.status).toBe(404);
      const unknownHtml = await unknown.text();
      expect(unknownHtml).toContain('<meta name="robots" content="noindex">');
      expect(unknownHtml).toContain('<div id="root"></div>');
      const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
      expect(asset).toBeDefined();
      const assetResponse = await fetch(`${server.baseUrl}${asset}`);
      expect(assetResponse.status).toBe(200);
      expect(assetResponse.headers.get('cache-control')).toContain('immutable');
      expect((await fetch(`${server.baseUrl}/assets/missing.js`)).status).toBe(404);

      const plain = await assetResponse.text();
      for (const encoding of ['br', 'gzip']) {
        const compressed = await fetch(`${server.baseUrl}${asset}`, { headers: { 'accept-encoding': encoding } });
        expect(compressed.headers.get('content-encoding')).toBe(encoding);
        expect(compressed.headers.get('cache-control')).toContain('immutable');
        expect(compressed.headers.get('content-type')).toContain('javascript');
        expect(await compressed.text()).toBe(plain);
      }
      // Every page is sent compressed when the browser accepts it, and is the same page either way.
      const compressedLogin = await fetch(`${server.baseUrl}/login`, { headers: { 'accept-encoding': 'gzip' } });
      expect(compressedLogin.headers.get('content-encoding')).toBe('gzip');
      expect(await compressedLogin.text()).toBe(html);
      const articles = await (
        await fetch(`${server.baseUrl}/articles`, { headers: { 'accept-encoding': 'identity' } })
      ).text();
      expect(articles).toContain('Insights on DeFi, NFTs, trading and blockchain growth');
      const compressedArticles = await fetch(`${server.baseUrl}/articles`, { headers: { 'accept-encoding': 'br' } });
      expect(compressedArticles.headers.get('content-encoding')).toBe('br');
      expect(await compressedArticles.text()).toBe(articles);

      const api = await fetch(`${server.baseUrl}/api/unknown`);
      expect(api.status).toBe(404);
      expect(await api.json()).toMatchObject({ success: false });
    } finally {
      await server.stop();
    }
  });

  it('documents the DTO schemas of docs/openapi.json, with what the swagger plugin read from their types', async () => {
    const server = await startAppServer();
    try {
      const response = await fetch(`${server.baseUrl}/api/docs-json`);
      expect(response.status).toBe(200);
      const committed = JSON.parse(await readFile(join(REPO_ROOT, 'docs/openapi.json'), 'utf8'));
      expect((await response.json()).components.schemas).toEqual(committed.components.schemas);
    } finally {
      await server.stop();
    }
  });
});
