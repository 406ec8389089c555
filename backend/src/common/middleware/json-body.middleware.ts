import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { sendError } from './send-error';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Accepts only JSON object bodies and answers malformed, oversized or non-JSON bodies
 * with the API's error shape instead of Express's HTML error page.
 */
const FORBIDDEN_KEY = 'Request body must not contain __proto__, constructor or prototype keys';

const NUL_TEXT = 'Text in the request body must not contain NUL characters';

/**
 * Refuses keys that could reach an object's prototype if the body were ever merged into another
 * object, and text with NUL characters, which PostgreSQL cannot store or compare.
 */
function refuseUnsafeValues(key: string, value: unknown): unknown {
  if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw new SyntaxError(FORBIDDEN_KEY);
  if ((typeof value === 'string' && value.includes('\u0000')) || key.includes('\u0000'))
    throw new SyntaxError(NUL_TEXT);
  return value;
}

/** RFC 8058: the one body a mail provider POSTs to a `List-Unsubscribe` address. */
const ONE_CLICK_UNSUBSCRIBE_BODY = 'List-Unsubscribe=One-Click';

/**
 * Accepts the RFC 8058 one-click form body as an empty body, on any route: it carries no data
 * (the unsubscribe address holds its token in the query), so it widens nothing; whichever route
 * receives it validates it like a request without a body. Any other form body is refused.
 */
function oneClickUnsubscribeMiddleware(): RequestHandler {
  const readText = express.text({ type: () => true, limit: 256 });
  return (request: Request, response: Response, next: NextFunction) => {
    readText(request, response, (error?: unknown) => {
      if (error || typeof request.body !== 'string' || request.body.trim() !== ONE_CLICK_UNSUBSCRIBE_BODY) {
        return sendError(response, 415, 'Content-Type must be application/json');
      }
      request.body = {};
      next();
    });
  };
}

export function jsonBodyMiddleware(limit: string): RequestHandler {
  const parse = express.json({ limit, strict: true, type: () => true, reviver: refuseUnsafeValues });
  const oneClick = oneClickUnsubscribeMiddleware();
  return (request: Request, response: Response, next: NextFunction) => {
    if (!METHODS_WITH_BODY.has(request.method) || !hasBody(request)) {
      request.body = {};
      return next();
    }
    if (request.method === 'POST' && request.is('application/x-www-form-urlencoded')) {
      return oneClick(request, response, next);
    }
    if (!request.is('application/json')) {
      return sendError(response, 415, 'Content-Type must be application/json');
    }
    parse(request, response, (error?: { type?: string; message?: string }) => {
      if (error?.type === 'entity.too.large') return sendError(response, 413, 'Request body is too large');
      if (error?.type === 'encoding.unsupported' || error?.type === 'charset.unsupported') {
        return sendError(response, 415, 'Unsupported request body encoding');
      }
      if (error?.message?.includes(FORBIDDEN_KEY)) return sendError(response, 400, FORBIDDEN_KEY);
      if (error?.message?.includes(NUL_TEXT)) return sendError(response, 400, NUL_TEXT);
      if (error) return sendError(response, 400, 'Malformed JSON in request body');
      const body: unknown = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return sendError(response, 400, 'Request body must be a JSON object');
      }
      next();
    });
  };
}
