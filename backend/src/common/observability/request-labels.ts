import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const SERVER_PATHS = /^\/(api|r)(\/|\?|$)/;

/** Requests answered without a route: API paths no controller matched (or refused before routing), and the client's files. */
export const UNROUTED = 'unrouted';
export const STATIC = 'static';

/**
 * The request id: a proxy's `X-Request-Id` when the request came through a proxy Express trusts
 * (TRUST_PROXY) and the id is a plain token, else a new UUID. Echoed in the response either way.
 */
export function requestIdOf(request: IncomingMessage, response: ServerResponse): string {
  const header = request.headers['x-request-id'];
  const trusted = (request as Request).app?.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
  const id =
    typeof header === 'string' && SANE_REQUEST_ID.test(header) && trusted?.(request.socket.remoteAddress ?? '', 0)
      ? header
      : randomUUID();
  response.setHeader('X-Request-Id', id);
  return id;
}

/** The route pattern (`/api/projects/:id`), never the URL with its ids and query: one label per endpoint. */
export function routeOf(request: IncomingMessage): string {
  const { route, baseUrl, originalUrl } = request as Request;
  if (typeof route?.path === 'string') return `${baseUrl ?? ''}${route.path}`;
  return SERVER_PATHS.test(originalUrl ?? request.url ?? '') ? UNROUTED : STATIC;
}

export function userIdOf(request: IncomingMessage): number | undefined {
  return ((request as Request).user as { id?: number } | undefined)?.id;
}
