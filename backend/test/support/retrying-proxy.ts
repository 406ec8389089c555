import { randomUUID } from 'node:crypto';
import {
  Agent,
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A small reverse proxy with the retry policy of deploy/nginx.conf, for testing failover without
 * Docker: round robin; an upstream with `maxFails` failures within `failTimeoutMs` is left out for
 * `failTimeoutMs`; a connection error, a reset before the response, or a 502/503 answer moves the
 * request to the next upstream, at most `tries` attempts in all. POST and PATCH move only when they
 * were never sent (the connection could not be made), as nginx does without `non_idempotent`.
 */
export interface RetryingProxyOptions {
  upstreams: string[];
  tries?: number;
  maxFails?: number;
  failTimeoutMs?: number;
  connectTimeoutMs?: number;
}

export interface RetryingProxy {
  url: string;
  /** Attempts that failed and were moved to another upstream. */
  retries(): number;
  /** Requests answered by each upstream (by URL). */
  served(): Map<string, number>;
  close(): Promise<void>;
}

const NON_IDEMPOTENT = new Set(['POST', 'PATCH', 'LOCK']);
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const BODY_LIMIT = 1024 * 1024;

type Attempt = { kind: 'response'; response: IncomingMessage } | { kind: 'failed'; sent: boolean; error: Error };

export async function startRetryingProxy(options: RetryingProxyOptions): Promise<RetryingProxy> {
  const tries = options.tries ?? 2;
  const maxFails = options.maxFails ?? 2;
  const failTimeoutMs = options.failTimeoutMs ?? 10_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 2_000;
  const upstreams = options.upstreams.map((url) => ({ url: new URL(url), failures: [] as number[], downUntil: 0 }));
  const served = new Map(upstreams.map((upstream) => [upstream.url.origin, 0]));
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  let retries = 0;

  /** Upstreams in round-robin order, those left out after failures last. */
  function order(): typeof upstreams {
    const start = next;
    next = (next + 1) % upstreams.length;
    const rotated = upstreams.map((_, index) => upstreams[(start + index) % upstreams.length]);
    const now = Date.now();
    return [
      ...rotated.filter((upstream) => upstream.downUntil <= now),
      ...rotated.filter((upstream) => upstream.downUntil > now),
    ];
  }

  function recordFailure(upstream: (typeof upstreams)[number]): void {
    const now = Date.now();
    upstream.failures = [...upstream.failures.filter((at) => at > now - failTimeoutMs), now];
    if (upstream.failures.length >= maxFails) upstream.downUntil = now + failTimeoutMs;
  }

  function attempt(
    upstream: URL,
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Promise<Attempt> {
    return new Promise((resolveAttempt) => {
      let sent = false;
      const outgoing = request(upstream, { method, path, headers, agent });
      const connectTimer = setTimeout(() => outgoing.destroy(new Error('connect timeout')), connectTimeoutMs);
      outgoing.on('socket', (socket: Socket) => {
        const connected = () => {
          clearTimeout(connectTimer);
          sent = true;
        };
        // A kept-alive socket is already connected: the request goes out on it at once.
        if (socket.connecting) socket.once('connect', connected);
        else connected();
      });
      outgoing.on('response', (response) => {
        clearTimeout(connectTimer);
        resolveAttempt({ kind: 'response', response });
      });
      outgoing.on('error', (error) => {
        clearTimeout(connectTimer);
        resolveAttempt({ kind: 'failed', sent, error });
      });
      outgoing.end(body);
    });
  }

  async function forward(incoming: IncomingMessage, outgoing: ServerResponse, body: Buffer): Promise<void> {
    const method = incoming.method ?? 'GET';
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(incoming.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    const clientAddress = incoming.socket.remoteAddress ?? '';
    const forwardedFor = incoming.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwardedFor ? `${[forwardedFor].flat().join(', ')}, ${clientAddress}` : clientAddress;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = incoming.headers.host;
    const requestId = incoming.headers['x-request-id'];
    headers['x-request-id'] = typeof requestId === 'string' && REQUEST_ID.test(requestId) ? requestId : randomUUID();
    headers['content-length'] = String(body.length);
    headers.host = incoming.headers.host;

    const candidates = order().slice(0, tries);
    for (const [index, upstream] of candidates.entries()) {
      const last = index === candidates.length - 1;
      const result = await attempt(upstream.url, method, incoming.url ?? '/', headers, body);
      if (result.kind === 'response') {
        const status = result.response.statusCode ?? 502;
        const movable = (status === 502 || status === 503) && !NON_IDEMPOTENT.has(method);
        if (status === 502 || status === 503) recordFailure(upstream);
        if (movable && !last) {
          result.response.resume();
          retries += 1;
          continue;
        }
        served.set(upstream.url.origin, (served.get(upstream.url.origin) ?? 0) + 1);
        outgoing.writeHead(status, result.response.headers);
        result.response.pipe(outgoing);
        result.response.on('error', () => outgoing.destroy());
        return;
      }
      recordFailure(upstream);
      if (last || (result.sent && NON_IDEMPOTENT.has(method))) break;
      retries += 1;
    }
    outgoing.writeHead(502, { 'content-type': 'application/json' });
    outgoing.end(JSON.stringify({ success: false, message: 'No upstream answered' }));
  }

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        outgoing.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        outgoing.end(JSON.stringify({ success: false, message: 'Request body too large' }));
        incoming.destroy();
        return;
      }
      chunks.push(chunk);
    });
    incoming.on('end', () => {
      forward(incoming, outgoing, Buffer.concat(chunks)).catch(() => outgoing.destroy());
    });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    retries: () => retries,
    served: () => served,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
    },
  };
}
