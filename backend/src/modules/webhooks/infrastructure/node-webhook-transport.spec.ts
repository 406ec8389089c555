import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../config/app-config';
import { NodeWebhookTransport } from './node-webhook-transport';
import { nonPublicAddressKind } from '../../../outbound/public-address-policy';

function transport(allowPrivateTargets: boolean): NodeWebhookTransport {
  return new NodeWebhookTransport({
    webhooks: { allowPrivateTargets, timeoutMs: 2_000, maxAttempts: 1, retryBaseSeconds: 0 },
  } as AppConfig);
}

const request = (url: string) => ({ url, headers: { 'content-type': 'application/json' }, body: '{}' });

describe('NodeWebhookTransport', () => {
  let server: Server;
  let port: number;
  const paths: string[] = [];

  beforeAll(async () => {
    server = createServer((incoming, response) => {
      paths.push(incoming.url ?? '');
      if (incoming.url === '/moved') response.writeHead(307, { location: `http://127.0.0.1:${port}/private` }).end();
      else response.writeHead(200).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('resolves a name when connecting and refuses it when it resolves to loopback (a rebound name never reaches the socket)', async () => {
    const outcome = await transport(false).post(request(`https://localhost:${port}/rebound`));
    expect(outcome.responseCode).toBeNull();
    expect(outcome.error).toMatch(/^Refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address$/);
    expect(paths).not.toContain('/rebound');
  });

  it('refuses an IP literal in a private range before connecting', async () => {
    expect(await transport(false).post(request(`https://127.0.0.1:${port}/literal`))).toEqual({
      responseCode: null,
      error: 'Refused: 127.0.0.1 is a loopback address',
    });
    expect(paths).not.toContain('/literal');
  });

  it('answers the status of a redirect without following it', async () => {
    expect(await transport(true).post(request(`http://127.0.0.1:${port}/moved`))).toEqual({
      responseCode: 307,
      error: 'Redirects are not followed (307)',
    });
    expect(paths).toEqual(['/moved']);
  });

  it('allows loopback over http only when the configuration says so', async () => {
    expect(await transport(true).refusal(`http://localhost:${port}/hook`)).toBeNull();
    expect(await transport(false).refusal(`http://localhost:${port}/hook`)).toBe(
      'The endpoint must be an https:// URL',
    );
    expect(await transport(false).refusal(`https://localhost:${port}/hook`)).toMatch(
      /^The endpoint may not point to localhost: it resolves to/,
    );
  });
});

describe('nonPublicAddressKind', () => {
  it.each([
    ['8.8.8.8', null],
    ['2606:4700:4700::1111', null],
    ['127.0.0.1', 'a loopback address'],
    ['172.16.0.1', 'a private address'],
    ['100.127.255.254', 'a carrier-grade NAT address'],
    ['169.254.169.254', 'a link-local address'],
    ['fd12::1', 'a private (unique local) address'],
    ['fe80::1', 'a link-local address'],
    ['::', 'the unspecified address'],
    ['ff02::1', 'a multicast address'],
    ['::ffff:10.0.0.1', 'a private address'],
    ['192.0.2.1', 'a reserved address'],
    ['64:ff9b::a00:1', 'a reserved address'],
  ])('%s → %s', (address, kind) => {
    expect(nonPublicAddressKind(address)).toBe(kind);
  });
});
