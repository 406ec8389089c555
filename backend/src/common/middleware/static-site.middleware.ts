import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';

const SERVER_PATHS = /^\/(api|r)(\/|$)/;

/**
 * Serves the built client: hashed assets cached for a year, every other GET that is not
 * an API path answered with index.html so the client router can take it.
 */
export function staticSiteRouter(staticDir: string): Router {
  const router = express.Router();
  const indexFile = join(staticDir, 'index.html');
  router.use(
    '/assets',
    express.static(join(staticDir, 'assets'), { immutable: true, maxAge: '365d', index: false }),
    (_request: Request, response: Response) => response.status(404).type('text/plain').send('Not found'),
  );
  router.use(express.static(staticDir, { index: false, maxAge: '1h' }));
  router.use((request: Request, response: Response, next: NextFunction) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || SERVER_PATHS.test(request.path) || !existsSync(indexFile)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexFile);
  });
  return router;
}
