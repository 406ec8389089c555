import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer, type StartOptions } from './app-server';
import { launchBrowser, type Browser } from './browser';

export interface AppAndBrowser {
  server: AppServer;
  browser: Browser;
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(
      `The ${what} starts in beforeAll: use it inside a test or a hook, not while the file is being collected.`,
    );
  }
  return value;
}

/** An AppServer that forwards to the one `current` returns, so it can be handed out before it starts. */
function forwardServer(current: () => AppServer): AppServer {
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get pid() {
      return current().pid;
    },
    get dataDir() {
      return current().dataDir;
    },
    alive: () => current().alive(),
    output: () => current().output(),
    query: <T = Record<string, unknown>>(sql: string, parameters?: unknown[]) => current().query<T>(sql, parameters),
    stop: (signal?: NodeJS.Signals) => current().stop(signal),
    signalGroup: (signal: NodeJS.Signals) => current().signalGroup(signal),
    get exited() {
      return current().exited;
    },
  };
}

function forwardBrowser(current: () => Browser): Browser {
  return {
    get context() {
      return current().context;
    },
    newPage: (viewport) => current().newPage(viewport),
    close: () => current().close(),
  };
}

/**
 * Starts one app server for the calling test file before its first test and stops it after its
 * last. The returned handle forwards to that server, so module-level helpers may hold it.
 */
export function useAppServer(options: StartOptions = {}): AppServer {
  let server: AppServer | undefined;
  beforeAll(async () => {
    server = await startAppServer(options);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return forwardServer(() => started(server, 'app server'));
}

/**
 * One app server and one Chromium (a fresh profile) for the calling test file: both start before
 * its first test, the browser closes and then the server stops after its last. Hooks the file
 * registers afterwards run after these start (e.g. to seed data) and before they stop.
 */
export function useAppAndBrowser(options: StartOptions = {}): AppAndBrowser {
  const server = useAppServer(options);
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { server, browser: forwardBrowser(() => started(browser, 'browser')) };
}
