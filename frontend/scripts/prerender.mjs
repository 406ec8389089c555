// Writes dist/prerendered/<page>.html for the public pages (see src/prerender/render-page.tsx) and
// dist/site-routes.json (src/prerender/site-routes.ts),
// from the server build of the client that `vite build --ssr` left in SSR_OUT_DIR.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { drawSocialCards } from './social-cards.mjs';

export const SSR_OUT_DIR = new URL('../dist-server/', import.meta.url).pathname;
const distDir = new URL('../dist/', import.meta.url).pathname;

process.env.NODE_ENV = 'production';
const { prerenderPage, prerenderedFileName, prerenderedPaths, siteRoutes } = await import(
  pathToFileURL(join(SSR_OUT_DIR, 'render-page.js')).href
);

const client = {
  template: readFileSync(join(distDir, 'index.html'), 'utf8'),
  manifest: JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')),
};
const outDir = join(distDir, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
for (const path of prerenderedPaths) {
  const file = join(outDir, prerenderedFileName(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await prerenderPage(path, client));
}
// The client's routes and fixed item ids, for the server's page statuses (backend/src/modules/site).
const routes = siteRoutes();
writeFileSync(join(distDir, 'site-routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
rmSync(join(distDir, 'social'), { recursive: true, force: true });
const cards = await drawSocialCards(distDir, routes);
console.log(`prerendered ${prerenderedPaths.length} pages, drew ${cards} social cards`);
