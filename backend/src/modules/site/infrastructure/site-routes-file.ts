import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { SitePaths, type SiteRoutes } from '../domain/site-routes';

export const SITE_ROUTES_FILE = 'site-routes.json';

/** Every path is a page: for a client build that names no routes (the server cannot tell). */
const EVERY_PATH: SiteRoutes = { pages: [], items: [] };

/** The client's routes from its build (frontend/dist/site-routes.json), read once at start-up. */
export function readSitePaths(staticDir: string): SitePaths {
  const file = join(staticDir, SITE_ROUTES_FILE);
  if (!existsSync(file)) {
    new Logger('Site').warn(`${file} is missing: unknown paths answer 200 until the client is built again`);
    return new SitePaths(EVERY_PATH, { unknownIsPage: true });
  }
  return new SitePaths(JSON.parse(readFileSync(file, 'utf8')) as SiteRoutes, { builtAt: statSync(file).mtime });
}
