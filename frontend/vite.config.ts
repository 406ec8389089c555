import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backendOrigin = 'http://127.0.0.1:3000';

// react-router's package exports point only at its development build, whose dev-only warnings
// would ship to browsers (remix-run/react-router#14102); a production build takes the package's
// production build instead, which differs only in leaving those warnings out.
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const reactRouterBuild = (mode: string) => join(reactRouterDist, mode === 'production' ? 'production' : 'development');

/** Chunks the browser asks for only after the first paint (see modulePreload below). */
const AFTER_FIRST_PAINT_CHUNK = /^assets\/(LandingDetails|Footer|ChatAssistant|MobileNavDrawer|AccountMenuPopup)-/;

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: join(reactRouterBuild(mode), 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: join(reactRouterBuild(mode), 'dom-export.mjs') },
      // MUI only calls styled(tag, options). @emotion/styled's main entry also builds a
      // styled.div-style component for each of 135 tags when it loads (and compiles
      // is-prop-valid's long regular expression for them), all in the entry's one long task;
      // its /base entry is the same styled function without them.
      { find: /^@emotion\/styled$/, replacement: '@emotion/styled/base' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/prerender.mjs reads which chunks each prerendered page needs from the manifest.
    manifest: !isSsrBuild,
    // The server build is code the server runs; the public files are served from dist.
    copyPublicDir: !isSsrBuild,
    // Every browser the app supports understands modulepreload; the polyfill only costs bytes.
    modulePreload: {
      polyfill: false,
      // Chunks requested after the first paint (the landing sections, the footer, the chat button,
      // and the menus fetched while the browser is idle): preloading their imports appends a <link>
      // element per import in the task that asks for them (a dozen to twenty), a long task on a
      // phone that costs more than the one round trip it saves, as the chunk's own imports fetch
      // them all at once. Pages keep theirs: a navigation waits for them.
      resolveDependencies: (filename, deps) => (AFTER_FIRST_PAINT_CHUNK.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically in one file: the first screen needs all of
          // it anyway, and over HTTP/1.1 a dozen small requests cost more round trips than bytes.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backendOrigin, changeOrigin: false },
      '/r': { target: backendOrigin, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backendOrigin, changeOrigin: false },
      '/r': { target: backendOrigin, changeOrigin: false },
    },
  },
}));
