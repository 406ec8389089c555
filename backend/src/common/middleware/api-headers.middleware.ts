import type { NextFunction, Request, Response } from 'express';

/** API answers carry personal data; no browser or proxy may keep them. */
export function apiHeadersMiddleware(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Cache-Control', 'no-store');
  next();
}
