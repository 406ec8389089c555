import type { NextFunction, Request, Response } from 'express';
import { sendError } from './send-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** A bearer token is sent on purpose by its holder, never attached by a browser to a forged request. */
const BEARER_AUTHORIZATION = /^\s*bearer(\s|$)/i;

/**
 * Refuses state-changing requests that a browser says come from another site. Requests
 * without Origin or Sec-Fetch-Site (non-browser API clients) pass unchanged, and so do requests
 * with `Authorization: Bearer` (the API ignores the cookie of such a request).
 */
export function crossSiteWriteMiddleware(request: Request, response: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(request.method)) return next();
  if (BEARER_AUTHORIZATION.test(request.headers.authorization ?? '')) return next();
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    return sendError(response, 403, 'Cross-site requests are not allowed');
  }
  const origin = request.headers.origin;
  if (origin !== undefined) {
    // Express's host honours X-Forwarded-Host only when the proxy is trusted.
    if (origin === 'null' || originHost(origin) !== request.host) {
      return sendError(response, 403, 'Cross-site requests are not allowed');
    }
  }
  next();
}
