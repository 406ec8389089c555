import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession } from './support/api-session';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import {
  ADMIN,
  PROJECT_DESCRIPTION,
  PROJECT_NAME,
  PROJECT_WEBSITE,
  PUBLISHED_TITLE,
  cards,
  heading,
  main,
  moderatedContent,
  publicPages,
} from './support/moderated-content';

const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});
const { adminSession, directory, listVerifiedProject, publishArticles } = moderatedContent(server);
const { open } = publicPages(server, browser);
let publishedId: number;
let projectSlug: string;

beforeAll(async () => {
  const admin = await adminSession();
  ({ publishedId } = await publishArticles(admin));
  projectSlug = await listVerifiedProject(admin);
});

/** Moves to `path` inside the running app (as its links do), without loading a page from the server. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('approved and verified projects', () => {
  it('lists the approved project on its category page with the Verified badge', async () => {
    const page = await open('/projects/gamefi');
    const card = cards(page).filter({ has: page.getByRole('heading', { name: PROJECT_NAME, exact: true }) });
    await card.waitFor();
    await main(page).getByText('27 active projects', { exact: true }).waitFor();
    await card.getByText('Verified', { exact: true }).waitFor();
    await card.getByText(PROJECT_DESCRIPTION, { exact: true }).waitFor();
    await card.getByText('—', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: `Visit ${PROJECT_NAME} website` }).getAttribute('href')).toBe(
      PROJECT_WEBSITE,
    );
    await screenshot(page, 'moderation-projects-gamefi');

    await card.getByRole('link', { name: `View Details of ${PROJECT_NAME}` }).click();
    await page.waitForURL(`${server.baseUrl}/project/${projectSlug}`);
    await heading(page, PROJECT_NAME).waitFor();
    for (const name of ['About', 'Project Stats', 'Performance']) await heading(page, name, 2).waitFor();
    await main(page).getByText('Verified', { exact: true }).first().waitFor();
    await main(page).getByText('GameFi', { exact: true }).first().waitFor();
    await main(page).getByText(PROJECT_DESCRIPTION, { exact: true }).waitFor();
    for (const name of ['Visit Website', 'View on Explorer']) {
      expect(await main(page).getByRole('link', { name, exact: true }).getAttribute('href')).toBe(PROJECT_WEBSITE);
    }
    expect(page.url()).toBe(`${server.baseUrl}/project/${projectSlug}`);
    await screenshot(page, 'moderation-project-detail');
    await main(page).getByRole('link', { name: 'Back to GameFi Projects' }).click();
    await page.waitForURL(`${server.baseUrl}/projects/gamefi`);
    await page.close();
  });

  it('shows the Verified badge of a fixed project as the directory has it', async () => {
    const sandbox = (await directory()).find((project) => project.slug === 'the-sandbox');
    expect(sandbox?.verified).toBe(false);
    const badge = (page: Page) => cards(page).filter({ hasText: 'The Sandbox' }).getByText('Verified', { exact: true });

    // The category page is rendered on the server with the directory: its cards are there at once.
    const before = await browser.newPage();
    await before.goto(`${server.baseUrl}/projects/gamefi`);
    await cards(before).filter({ hasText: 'The Sandbox' }).waitFor();
    expect(await badge(before).count()).toBe(0);
    await before.close();

    const admin = new ApiSession(server.baseUrl);
    await admin.send('POST', '/api/auth/login', ADMIN);
    await admin.send('PATCH', `/api/admin/projects/${sandbox!.id}/verify`, { verified: true });
    const after = await open('/projects/gamefi');
    await badge(after).waitFor();
    await after.goto(`${server.baseUrl}/project/the-sandbox`);
    await heading(after, 'The Sandbox').waitFor();
    await main(after).getByText('Verified', { exact: true }).first().waitFor();
    await after.close();
  });

  it('shows Project Not Found for an id neither fixed nor in the directory', async () => {
    const page = await open('/project/does-not-exist');
    await heading(page, 'Project Not Found').waitFor();
    await page.close();
  });

  it('still shows the fixed projects when the directory fails', async () => {
    // Pages rendered on the server carry the directory; a visitor who arrives elsewhere and moves
    // inside the app reads it from the browser, which is what fails here.
    const page = await browser.newPage();
    await page.route('**/api/projects', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Boom' } }),
    );
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await navigateInApp(page, '/projects/gamefi');
    await heading(page, 'GameFi').waitFor();
    await expect.poll(() => cards(page).count()).toBe(6);
    expect(await main(page).getByText(PROJECT_NAME).count()).toBe(0);
    await navigateInApp(page, '/project/binance');
    await heading(page, 'Binance').waitFor();
    // Spec §2: an id the page cannot find shows 'Project Not Found', also while the directory fails.
    await navigateInApp(page, `/project/${projectSlug}`);
    await heading(page, 'Project Not Found').waitFor();
    await page.unroute('**/api/projects');
    await page.getByRole('button', { name: 'Look again' }).click();
    await heading(page, PROJECT_NAME).waitFor();
    await page.close();
  });
});

describe('new content on small screens and assistive technology', () => {
  const pages = (): Array<[string, string]> => [
    ['/articles', PUBLISHED_TITLE],
    [`/articles/partner-${publishedId}`, PUBLISHED_TITLE],
    ['/projects/gamefi', PROJECT_NAME],
    [`/project/${projectSlug}`, PROJECT_NAME],
  ];

  it('has no horizontal scroll at 360 px', async () => {
    for (const [path, text] of pages()) {
      const page = await open(path, { width: 360, height: 780 });
      await main(page).getByText(text, { exact: true }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), path).toBe(false);
      await page.close();
    }
  });

  it('has no serious or critical axe violations', async () => {
    for (const [path, text] of pages()) {
      const page = await open(path);
      await main(page).getByText(text, { exact: true }).first().waitFor();
      expect(await seriousAxeViolations(page), path).toEqual([]);
      await page.close();
    }
  });
});
