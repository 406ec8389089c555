import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicGet, targetRefusal } from './public-get';

const OPTIONS = { maxBytes: 64, timeoutMs: 2_000, maxRedirects: 3, userAgent: 'test' };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const hops = /^\/hop\/(\d+)$/.exec(request.url ?? '');
    if (hops) {
      const left = Number(hops[1]);
      response.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/file' }).end();
      return;
    }
    if (request.url === '/big') return void response.end('x'.repeat(1000));
    if (request.url === '/to-private') return void response.writeHead(302, { location: 'http://10.0.0.1/' }).end();
    response.end('token');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

describe('publicGet', () => {
  it('refuses http: and loopback or private addresses without the allowance', async () => {
    expect(targetRefusal(`${base}/file`, false)).toMatch(/not an https/);
    expect(targetRefusal('https://127.0.0.1/file', false)).toMatch(/loopback/);
    expect(targetRefusal('https://10.1.2.3/file', false)).toMatch(/private/);
    expect(await publicGet(`${base}/file`, { ...OPTIONS, allowPrivate: false })).toMatchObject({ kind: 'refused' });
  });

  it('reads a local file with the allowance, following at most 3 redirects', async () => {
    expect(await publicGet(`${base}/hop/2`, { ...OPTIONS, allowPrivate: true })).toMatchObject({
      kind: 'answered',
      status: 200,
      body: 'token',
    });
    expect(await publicGet(`${base}/hop/5`, { ...OPTIONS, allowPrivate: true })).toEqual({
      kind: 'refused',
      reason: 'More than 3 redirects',
    });
  });

  it('refuses an answer over the size limit', async () => {
    expect(await publicGet(`${base}/big`, { ...OPTIONS, allowPrivate: true })).toMatchObject({ kind: 'refused' });
  });

  it('checks the target of a redirect again', async () => {
    const result = await publicGet(`${base}/to-private`, { ...OPTIONS, allowPrivate: false, maxRedirects: 3 });
    expect(result.kind).toBe('refused');
  });
});
