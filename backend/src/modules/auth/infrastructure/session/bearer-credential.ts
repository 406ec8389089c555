import type { Request } from 'express';
import type { ApiTokenScope } from '../../domain/api-token';

const BEARER_PATTERN = /^bearer(?:\s+(.*))?$/i;

/** The token of an `Authorization: Bearer …` header ('' when the header names no token), or null without one. */
export function bearerTokenOf(request: Request): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = BEARER_PATTERN.exec(header.trim());
  return match ? (match[1] ?? '').trim() : null;
}

const bearerRequests = new WeakMap<Request, { tokenId: number; scope: ApiTokenScope }>();

export function markBearerRequest(request: Request, tokenId: number, scope: ApiTokenScope): void {
  bearerRequests.set(request, { tokenId, scope });
}

/** Whether the request's user was identified by an API token rather than a session. */
export function isBearerRequest(request: Request): boolean {
  return bearerRequests.has(request);
}
