import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const SERVER_PATHS = /^\/(api|r)(\/|\?|$)/;
const REQUEST_ID = Symbol('requestId');
const EXPECTED_UNAVAILABLE = Symbol('expectedUnavailable');

/** What a line logged while a request is answered carries to tie it to that request's own line. */
export interface LogContext {
  reqId?: string;
}

/** Requests answered without a route: API paths no controller matched (or refused before routing), and the client's files. */
export const UNROUTED = 'unrouted';
export const STATIC = 'static';

/**
 * Gives the request its id: a proxy's `X-Request-Id` when the request came through a proxy Express
 * trusts (TRUST_PROXY) and the id is a plain token, else a new UUID. Echoed in the response either
 * way, and kept on the request for `logContextOf`.
 */
export function assignRequestId(request: IncomingMessage, response: ServerResponse): string {
  const header = request.headers['x-request-id'];
  const trusted = (request as Request).app?.get('trust proxy fn') as
    ((address: string, hop: number) => boolean) | undefined;
  const id =
    typeof header === 'string' && SANE_REQUEST_ID.test(header) && trusted?.(request.socket.remoteAddress ?? '', 0)
      ? header
      : randomUUID();
  response.setHeader('X-Request-Id', id);
  (request as IncomingMessage & { [REQUEST_ID]?: string })[REQUEST_ID] = id;
  return id;
}

/**
 * The context of a line logged while `request` is answered: its `reqId`. Passed along explicitly
 * by the parts that log during a request (they all hold the request) rather than found through an
 * AsyncLocalStorage, which on Node 20 hooks every promise of every request (see
 * docs/architecture.md, Logs and metrics).
 */
export function logContextOf(request: IncomingMessage): LogContext {
  const reqId = (request as IncomingMessage & { [REQUEST_ID]?: string })[REQUEST_ID];
  return reqId === undefined ? {} : { reqId };
}

/** The route pattern (`/api/projects/:id`), never the URL with its ids and query: one label per endpoint. */
export function routeOf(request: IncomingMessage): string {
  const { route, baseUrl, originalUrl } = request as Omit<Request, 'route'> & { route?: { path?: unknown } };
  if (typeof route?.path === 'string') return `${baseUrl ?? ''}${route.path}`;
  return SERVER_PATHS.test(originalUrl ?? request.url ?? '') ? UNROUTED : STATIC;
}

export function userIdOf(request: IncomingMessage): number | undefined {
  const user: unknown = (request as Request).user;
  return typeof user === 'object' && user !== null && 'id' in user && typeof user.id === 'number' ? user.id : undefined;
}

/**
 * Marks an answer as a 503 that is part of normal operation: the readiness check of an instance
 * that is shutting down (it reports not ready on purpose, on every deploy). Such an answer is
 * logged at info, not error, and left out of the request metrics, so an error-rate alert does
 * not fire for it.
 */
export function markExpectedUnavailable(response: ServerResponse): void {
  (response as ServerResponse & { [EXPECTED_UNAVAILABLE]?: boolean })[EXPECTED_UNAVAILABLE] = true;
}

export function isExpectedUnavailable(response: ServerResponse): boolean {
  return (response as ServerResponse & { [EXPECTED_UNAVAILABLE]?: boolean })[EXPECTED_UNAVAILABLE] === true;
}
