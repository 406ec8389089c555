import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'browser',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.ts'],
    // Stops any app server a test file left running (see support/global-setup.ts).
    globalSetup: ['support/global-setup.ts'],
    environment: 'node',
    // Files side by side, each with its own app server, database and Chromium: most of a browser
    // test is waiting (for the server, the database, a render), so two overlap well even on the
    // 2-core machines CI runs on, where vitest's default (one fewer than the cores) is one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Two files sharing the cores make each slower; the bounds leave room for that on a busy machine.
    testTimeout: 120_000,
    // One more attempt for a test that failed: on two shared, busy cores a page can now and then
    // miss a bound (a renderer starved for half a minute). A test that fails twice still fails,
    // and the report names every test that needed its second attempt.
    retry: 1,
    // The report of a test that passed on its second attempt says why the first one failed.
    reporters: ['default', './support/retried-tests-reporter.ts'],
    hookTimeout: 180_000,
    // What the browser shows after a request can take longer than expect.poll's default second
    // when the app, its database and Chromium share two busy cores.
    expect: { poll: { timeout: 20_000 } },
  },
});
