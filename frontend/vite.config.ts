import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backendOrigin = 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/prerender.mjs reads which chunks each prerendered page needs from the manifest.
    manifest: !isSsrBuild,
    // Every browser the app supports understands modulepreload; the polyfill only costs bytes.
    modulePreload: { polyfill: false },
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
