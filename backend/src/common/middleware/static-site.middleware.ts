import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

const SERVER_PATHS = /^\/(api|r)(\/|$)/;
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/** The URL paths of the files that have precompressed siblings, read once at start-up. */
function precompressedFiles(staticDir: string): Set<string> {
  const found = new Set<string>();
  if (!existsSync(staticDir)) return found;
  const visit = (directory: string) => {
    for (const entry of readdirSync(directory)) {
      const path = join(directory, entry);
      if (statSync(path).isDirectory()) visit(path);
      else found.add(`/${relative(staticDir, path).split(sep).join('/')}`);
    }
  };
  visit(staticDir);
  return found;
}

const PRERENDERED_PAGE = /^\/prerendered(\/.+)\.html$/;

/**
 * The pages the client build prerendered, by URL path: /prerendered/articles.html is the page
 * for /articles, and /prerendered/index.html the one for /.
 */
function prerenderedPages(files: Set<string>): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of files) {
    const page = PRERENDERED_PAGE.exec(file)?.[1];
    if (page) pages.set(page === '/index' ? '/' : page, file);
  }
  return pages;
}

/** The HTTP status of the page at a path: 404 where the client has no page (see SiteModule). */
export type PageStatus = (path: string) => Promise<number>;

const everyPathIsAPage: PageStatus = async () => 200;

/**
 * Serves the built client: hashed assets cached for a year, precompressed (Brotli or gzip)
 * when the browser accepts it, and for every other GET that is not an API path the page's
 * prerendered HTML when the build made one, else index.html, so the client router can take it,
 * with the status `pageStatus` gives the path (the client shows its not-found screen on a 404).
 */
export function staticSiteRouter(staticDir: string, pageStatus: PageStatus = everyPathIsAPage): RequestHandler {
  const router = express.Router();
  const available = precompressedFiles(staticDir);
  const pages = prerenderedPages(available);

  const sendPrecompressed = (request: Request, response: Response, urlPath: string, cacheControl: string): boolean => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = ENCODINGS.find(
      (candidate) => accepted.includes(candidate.name) && available.has(`${urlPath}${candidate.extension}`),
    );
    if (!encoding) return false;
    response.setHeader('Content-Encoding', encoding.name);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Cache-Control', cacheControl);
    response.type(extname(urlPath));
    response.sendFile(join(staticDir, `${urlPath}${encoding.extension}`));
    return true;
  };

  router.use('/assets', (request: Request, response: Response, next: NextFunction) => {
    const urlPath = `/assets${decodeURIComponent(request.path)}`;
    if (
      request.method === 'GET' &&
      sendPrecompressed(request, response, urlPath, 'public, max-age=31536000, immutable')
    ) {
      return;
    }
    next();
  });
  router.use(
    '/assets',
    express.static(join(staticDir, 'assets'), { immutable: true, maxAge: '365d', index: false }),
    (_request: Request, response: Response) => response.status(404).type('text/plain').send('Not found'),
  );
  router.use(express.static(staticDir, { index: false, maxAge: '1h' }));
  router.use((request: Request, response: Response, next: NextFunction) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const page = pages.get(request.path) ?? '/index.html';
    const pageFile = join(staticDir, page);
    if (!isPageRequest || !existsSync(pageFile)) return next();
    // An item that cannot be looked up now (the database is down) is unavailable, not missing:
    // the page is served, and crawlers come back later.
    void pageStatus(request.path)
      .catch(() => 503)
      .then((status) => {
        response.status(status);
        if (request.method === 'GET' && sendPrecompressed(request, response, page, 'no-cache')) return;
        response.setHeader('Cache-Control', 'no-cache');
        response.sendFile(pageFile);
      });
  });
  // API and referral paths never touch the file system and bypass the router altogether: a
  // Router hands over to what follows it on a later turn of the event loop (setImmediate).
  return (request: Request, response: Response, next: NextFunction) =>
    SERVER_PATHS.test(request.path) ? next() : router(request, response, next);
}
