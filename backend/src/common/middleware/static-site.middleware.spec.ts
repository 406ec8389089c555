import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSiteRouter } from './static-site.middleware';

const files: Record<string, string> = {
  'index.html':
    '<html><head><meta\n      name="description"\n      content="The agency."\n    /><title>ChainBoost</title></head><body><div id="root"></div></body></html>',
  'prerendered/index.html': '<div id="root"><h1>Web3 Growth Platform</h1></div>',
  'prerendered/leaderboards.html': '<div id="root"><h1>Leaderboards</h1></div>',
  'assets/index-a.js': 'console.log("app");',
};

let staticDir: string;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'static-site-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(staticDir, path)), { recursive: true });
    writeFileSync(join(staticDir, path), content);
  }
  writeFileSync(join(staticDir, 'prerendered/leaderboards.html.gz'), gzipSync(files['prerendered/leaderboards.html']));
  const app = express();
  const statuses: Record<string, number> = { '/nonexistent': 404, '/project/nope': 404 };
  app.use(
    staticSiteRouter(staticDir, async (path) => {
      if (path === '/project/unreadable') throw new Error('database down');
      const head =
        path === '/articles/1'
          ? '<title>First article | ChainBoost</title><meta name="description" content="The first.">'
          : '';
      return { status: statuses[path] ?? 200, head };
    }),
  );
  app.use((_request, response) => response.status(404).json({ success: false }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(staticDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl}${path}`, { headers });

describe('staticSiteRouter', () => {
  it('answers a path the client has no page for with its status and the app, which shows its not-found screen', async () => {
    for (const path of ['/nonexistent', '/project/nope']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe(files['index.html']);
    }
    expect((await get('/project/binance')).status).toBe(200);
  });

  it('answers 503 with the app when the status cannot be known now', async () => {
    const response = await get('/project/unreadable');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(files['index.html']);
  });

  it('answers a prerendered path with its prerendered page, uncached', async () => {
    const home = await get('/');
    expect(await home.text()).toContain('<h1>Web3 Growth Platform</h1>');
    expect(home.headers.get('cache-control')).toBe('no-cache');

    const leaderboards = await get('/leaderboards?tab=users');
    expect(leaderboards.status).toBe(200);
    expect(await leaderboards.text()).toContain('<h1>Leaderboards</h1>');
  });

  it('sends the precompressed prerendered page when the browser accepts it', async () => {
    const response = await get('/leaderboards', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<h1>Leaderboards</h1>');
  });

  it('answers every other page path with the bare index.html for the client router', async () => {
    for (const path of ['/articles', '/leaderboards/extra', '/prerendered', '/no-such-page']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(files['index.html']);
    }
  });

  it("puts the page's own head into the app's HTML, compressed for browsers that accept it", async () => {
    for (const encoding of ['br', 'gzip', '']) {
      const response = await get('/articles/1', { 'accept-encoding': encoding });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding || null);
      const html = await response.text();
      expect(html).toContain(
        '<title>First article | ChainBoost</title><meta name="description" content="The first."></head>',
      );
      expect(html).not.toContain('The agency.');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('leaves API paths to the API', async () => {
    const response = await get('/api/leaderboards');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false });
  });

  it('serves built assets for a year and answers a missing asset with a plain 404', async () => {
    const asset = await get('/assets/index-a.js');
    expect(await asset.text()).toBe('console.log("app");');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/missing.js')).status).toBe(404);
  });
});
