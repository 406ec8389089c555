import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** Paths the API's routes answer: the API, referral links, and the files crawlers read. */
const SERVER_PATHS = /^\/(api|r|cards)(\/|$)|^\/(robots\.txt|sitemap(-[^/]*)?\.xml|articles\/feed\.xml)$/;
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

/**
 * The HTTP status of the page at a path (404 where the client has no page) and the elements its
 * <head> carries: title, description, canonical, previews, structured data (see SiteModule).
 * An empty head serves the built file as it is.
 */
export type PageHead = (path: string) => Promise<{ status: number; head: string; document?: RenderedDocument }>;

/** A page rendered on request: its HTML document, and what names this rendering of it. */
export interface RenderedDocument {
  key: string;
  html: string;
}

const everyPathIsAPage: PageHead = async () => ({ status: 200, head: '' });

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const TEMPLATE_TITLE = /\s*<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /\s*<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** The built page with its own head: the template's title and description give way to the page's. */
function withHead(html: string, tags: string): string {
  const bare = html.replace(TEMPLATE_TITLE, '').replace(TEMPLATE_DESCRIPTION, '');
  const at = bare.indexOf('</head>');
  if (at < 0) return html;
  return `${bare.slice(0, at)}${tags}${bare.slice(at)}`;
}

/** Pages with their heads filled in, kept compressed: the most recently asked for. */
const KEPT_PAGES = 500;

interface HeadedPage {
  html: Buffer;
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

/**
 * The built HTML files with a page's head put in, compressed once for each encoding a browser asks
 * for and kept (least recently used out), so a page read again costs a map lookup.
 */
class HeadedPages {
  private readonly templates = new Map<string, string>();
  private readonly pages = new Map<string, HeadedPage>();

  constructor(private readonly staticDir: string) {}

  /** `file`: a built HTML file, or a document rendered on request. */
  get(file: string | RenderedDocument, head: string): HeadedPage {
    const key = `${typeof file === 'string' ? file : file.key}\n${head}`;
    const kept = this.pages.get(key);
    if (kept) {
      this.pages.delete(key);
      this.pages.set(key, kept);
      return kept;
    }
    const template = typeof file === 'string' ? this.template(file) : file.html;
    const page: HeadedPage = { html: Buffer.from(withHead(template, head)), encoded: {} };
    this.pages.set(key, page);
    if (this.pages.size > KEPT_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    return page;
  }

  encoded(page: HeadedPage, encoding: 'br' | 'gzip'): Promise<Buffer> {
    page.encoded[encoding] ??=
      encoding === 'br'
        ? brotli(page.html, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: page.html.length },
          })
        : gzipped(page.html, { level: 9 });
    return page.encoded[encoding];
  }

  private template(file: string): string {
    let template = this.templates.get(file);
    if (template === undefined) {
      template = readFileSync(join(this.staticDir, file), 'utf8');
      this.templates.set(file, template);
    }
    return template;
  }
}

/**
 * Serves the built client: hashed assets cached for a year, precompressed (Brotli or gzip)
 * when the browser accepts it, and for every other GET that is not an API path the page's
 * prerendered HTML when the build made one, else index.html, so the client router can take it,
 * with the status `pageStatus` gives the path (the client shows its not-found screen on a 404).
 */
export function staticSiteRouter(staticDir: string, pageHead: PageHead = everyPathIsAPage): RequestHandler {
  const router = express.Router();
  const available = precompressedFiles(staticDir);
  const pages = prerenderedPages(available);
  const headed = new HeadedPages(staticDir);

  const sendHeaded = async (
    request: Request,
    response: Response,
    file: string | RenderedDocument,
    head: string,
  ): Promise<void> => {
    const page = headed.get(file, head);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = (['br', 'gzip'] as const).find((candidate) => accepted.includes(candidate));
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Vary', 'Accept-Encoding');
    response.type('html');
    if (!encoding || request.method === 'HEAD') {
      response.send(page.html);
      return;
    }
    const body = await headed.encoded(page, encoding);
    response.setHeader('Content-Encoding', encoding);
    response.send(body);
  };

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
    void pageHead(request.path)
      .catch(() => ({ status: 503, head: '', document: undefined }))
      .then(async ({ status, head, document }) => {
        response.status(status);
        if (head) return sendHeaded(request, response, document ?? page, head);
        if (request.method === 'GET' && sendPrecompressed(request, response, page, 'no-cache')) return;
        response.setHeader('Cache-Control', 'no-cache');
        response.sendFile(pageFile);
      })
      .catch(next);
  });
  // API and referral paths never touch the file system and bypass the router altogether: a
  // Router hands over to what follows it on a later turn of the event loop (setImmediate).
  return (request: Request, response: Response, next: NextFunction) =>
    SERVER_PATHS.test(request.path) ? next() : router(request, response, next);
}
