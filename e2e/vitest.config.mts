import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'browser',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium and one app server at a time fit the 2-core machines this runs on.
    fileParallelism: false,
    // What the browser shows after a request can take longer than expect.poll's default second
    // when the app, its database and Chromium share two busy cores.
    expect: { poll: { timeout: 10_000 } },
  },
});
