// Writes dist/prerendered/<page>.html for the public pages (see src/prerender/render-page.tsx),
// from the server build of the client that `vite build --ssr` left in SSR_OUT_DIR.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SSR_OUT_DIR = new URL('../node_modules/.cache/prerender/', import.meta.url).pathname;
const distDir = new URL('../dist/', import.meta.url).pathname;

process.env.NODE_ENV = 'production';
const { prerenderPage, prerenderedFileName, prerenderedPaths } = await import(
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
console.log(`prerendered ${prerenderedPaths.length} pages`);
