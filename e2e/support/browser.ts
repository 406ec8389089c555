import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { REPO_ROOT } from './app-server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR = join(REPO_ROOT, 'e2e/artifacts');

export interface Browser {
  context: BrowserContext;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Browsers a file's tests launch as they need them, all closed after the file's tests. Call it
 * after the server's hooks are registered (useAppServer), so the browsers close before it stops.
 */
export function useBrowsers(): () => Promise<Browser> {
  const browsers: Browser[] = [];
  afterAll(async () => {
    await Promise.all(browsers.map((launched) => launched.close()));
  });
  return async () => {
    const launched = await launchBrowser();
    browsers.push(launched);
    return launched;
  };
}

/**
 * What a person's desktop browser sends. Headless Chromium names itself HeadlessChrome, which the
 * referral fraud checks flag as automation, so a test of a person's signup through a link uses this.
 */
export const PERSON_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A fresh Chromium profile: no cookies or storage shared with any other test. */
export async function launchBrowser(options: { userAgent?: string } = {}): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'e2e-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      viewport: { width: 1280, height: 900 },
      userAgent: options.userAgent,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  } catch (error) {
    await rm(profile, { recursive: true, force: true });
    throw error;
  }
  return {
    context,
    async newPage(viewport) {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      return page;
    },
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}
