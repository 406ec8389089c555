// Writes Brotli and gzip versions of the built text assets so the server can send them
// without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = new URL('../dist', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(directory) {
  for (const entry of readdirSync(directory)) {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(distDir)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files (br, gz)`);
