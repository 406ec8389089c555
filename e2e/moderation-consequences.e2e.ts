import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { ApiSession, signedUpSession } from './support/api-session';
import { startAppServer, type AppServer } from './support/app-server';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, screenshot, type Browser } from './support/browser';

const ADMIN = { username: 'chief', password: 'chief-password' };
const FALLBACK_IMAGE = '/images/articles/fallback.svg';
const HOSTILE_HTML =
  '<h2>Heading</h2><p>Body text</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
const PUBLISHED_TITLE = 'Verified Users Trade More: Notes From Nova';
const REJECTED_TITLE = 'Guaranteed Returns For Everyone';
const PROJECT_NAME = 'Orbit Quest';
const PROJECT_DESCRIPTION = 'A space strategy game where fleets, planets and trade routes belong to the players.';
const PROJECT_WEBSITE = 'https://orbit-quest.example';

let server: AppServer;
let browser: Browser;
let publishedId: number;
let rejectedId: number;
let projectSlug: string;

interface DirectoryProject {
  id: number;
  slug: string;
  name: string;
  verified: boolean;
}

async function directory(): Promise<DirectoryProject[]> {
  return new ApiSession(server.baseUrl).send<DirectoryProject[]>('GET', '/api/projects');
}

async function publishArticles(admin: ApiSession): Promise<void> {
  const partner = await signedUpSession(server.baseUrl, 'nova_writer');
  await partner.send('POST', '/api/partner/profile', {
    companyName: 'Nova Exchange',
    website: 'https://nova.example',
    description: 'A spot exchange for verified traders.',
    referralCode: 'NOVA2026',
  });
  const submit = (title: string) =>
    partner.send<{ id: number }>('POST', '/api/article-submissions', {
      title,
      category: 'DeFi',
      excerpt: `${title}: what we learned onboarding verified traders.`,
      content: HOSTILE_HTML,
      imageUrl: `${server.baseUrl}/images/articles/missing-partner-image.png`,
    });
  publishedId = (await submit(PUBLISHED_TITLE)).id;
  rejectedId = (await submit(REJECTED_TITLE)).id;
  await admin.send('PATCH', `/api/admin/articles/${publishedId}/publish`, { published: true });
  await admin.send('PATCH', `/api/admin/articles/${rejectedId}/publish`, { published: false });
}

async function listVerifiedProject(admin: ApiSession): Promise<void> {
  const builder = await signedUpSession(server.baseUrl, 'orbit_builder');
  const submission = await builder.send<{ id: number }>('POST', '/api/project-submissions', {
    projectName: PROJECT_NAME,
    category: 'Gaming',
    description: PROJECT_DESCRIPTION,
    website: PROJECT_WEBSITE,
  });
  const decision = await admin.send<{ projectId: number }>('PATCH', `/api/project-submissions/${submission.id}/status`, {
    verificationStatus: 'approved',
  });
  await admin.send('PATCH', `/api/admin/projects/${decision.projectId}/verify`, { verified: true });
  const listed = (await directory()).find((project) => project.id === decision.projectId);
  if (!listed?.verified) throw new Error('the approved project is not listed as verified');
  projectSlug = listed.slug;
}

beforeAll(async () => {
  server = await startAppServer({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
  browser = await launchBrowser();
  const admin = new ApiSession(server.baseUrl);
  await admin.send('POST', '/api/auth/login', ADMIN);
  await publishArticles(admin);
  await listVerifiedProject(admin);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.goto(`${server.baseUrl}${path}`);
  return page;
}

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');
const heading = (page: Page, name: string, level = 1) => main(page).getByRole('heading', { name, level, exact: true });
const xssRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss !== undefined);

describe('published partner articles', () => {
  it('lists the published article beside the six fixed ones, and never the rejected one', async () => {
    const page = await open('/articles');
    const card = cards(page).filter({ hasText: PUBLISHED_TITLE });
    await card.waitFor();
    expect(await cards(page).count()).toBe(7);
    await card.getByText('Partner', { exact: true }).waitFor();
    await card.getByText('By Nova Exchange', { exact: true }).waitFor();
    await card.getByText('DeFi', { exact: true }).waitFor();
    await card.getByText(/^\d+ min read$/).waitFor();
    await expect.poll(() => card.getByRole('img').getAttribute('src')).toBe(FALLBACK_IMAGE);
    expect(await main(page).getByText(REJECTED_TITLE).count()).toBe(0);

    const filter = main(page).getByRole('group', { name: 'Filter articles by category' });
    await filter.getByRole('button', { name: 'DeFi', exact: true }).click();
    await card.waitFor();
    await filter.getByRole('button', { name: 'NFT', exact: true }).click();
    await expect.poll(() => card.count()).toBe(0);
    await filter.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => cards(page).count()).toBe(7);
    await screenshot(page, 'moderation-articles-list');
    await page.close();
  });

  it('opens the published article with its sanitized body, and no script runs', async () => {
    const page = await open('/articles');
    await main(page).getByRole('link', { name: `Read ${PUBLISHED_TITLE}` }).click();
    await page.waitForURL(`${server.baseUrl}/articles/partner-${publishedId}`);
    await heading(page, PUBLISHED_TITLE).waitFor();
    await heading(page, 'Heading', 2).waitFor();
    await main(page).getByText('Body text', { exact: true }).waitFor();
    await main(page).getByText('Nova Exchange', { exact: true }).waitFor();
    await main(page).getByText('Partner', { exact: true }).waitFor();
    expect(await page.title()).toBe(`${PUBLISHED_TITLE} | ChainBoost`);
    expect(await main(page).locator('script, [onerror]').count()).toBe(0);
    expect(await xssRan(page)).toBe(false);
    await screenshot(page, 'moderation-article-detail');
    await main(page).getByRole('link', { name: 'Back to Articles' }).first().click();
    await page.waitForURL(`${server.baseUrl}/articles`);
    await page.close();
  });

  it('shows Article Not Found for a rejected or unknown partner article', async () => {
    for (const path of [`/articles/partner-${rejectedId}`, '/articles/partner-999999', '/articles/partner-abc']) {
      const page = await open(path);
      await heading(page, 'Article Not Found').waitFor();
      await main(page).getByRole('link', { name: 'Back to Articles' }).waitFor();
      if (path.endsWith(String(rejectedId))) await screenshot(page, 'moderation-article-rejected');
      await page.close();
    }
  });

  it('guards the HTML again in the browser, even when the server sends it unsanitized', async () => {
    const page = await browser.newPage();
    const content = [
      '<h2 onclick="window.__xss=1" style="color:red">Safe heading</h2>',
      '<p>Kept <a href="javascript:window.__xss=1">script link</a> and <a href="https://example.com" target="_top">real link</a>.</p>',
      '<img src="https://images.example/a.png" onerror="window.__xss=1" srcset="x 2x">',
      '<iframe src="javascript:window.__xss=1"></iframe><svg onload="window.__xss=1"></svg>',
      '<style>body{display:none}</style><form action="https://evil.example"><input name="pw"></form>',
      '<script>window.__xss=1</script><img src=x onerror="window.__xss=1">',
    ].join('');
    await page.route('**/api/articles/424242', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: {
            id: 424242,
            title: 'Tampered Article',
            category: 'Gaming',
            excerpt: 'A response nobody sanitized.',
            content,
            imageUrl: 'javascript:window.__xss=1',
            author: 'Mallory Labs',
            publishedAt: '2026-11-20T10:00:00.000Z',
          },
        },
      }),
    );
    await page.goto(`${server.baseUrl}/articles/partner-424242`);
    await heading(page, 'Tampered Article').waitFor();
    await heading(page, 'Safe heading', 2).waitFor();
    await main(page).getByText('script link', { exact: true }).waitFor();
    const article = main(page).getByRole('article');
    expect(await article.locator('script, style, iframe, form, input, [onclick], [onerror], [onload], [style*="color"], [srcset]').count()).toBe(0);
    expect(await article.locator('a[href^="javascript"]').count()).toBe(0);
    const realLink = article.getByRole('link', { name: 'real link' });
    expect(await realLink.getAttribute('href')).toBe('https://example.com');
    expect(await realLink.getAttribute('target')).toBeNull();
    expect(await article.locator('img[src="https://images.example/a.png"]').count()).toBe(1);
    expect(await article.getByRole('img').first().getAttribute('src')).toBe(FALLBACK_IMAGE);
    expect(await xssRan(page)).toBe(false);
    await page.close();
  });

  it('still shows the six fixed articles when the published articles fail or hang', async () => {
    const failing = await browser.newPage();
    await failing.route('**/api/articles', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Boom' } }));
    await failing.goto(`${server.baseUrl}/articles`);
    await main(failing).getByText('Partner articles could not be loaded right now.').waitFor();
    expect(await cards(failing).count()).toBe(6);
    await screenshot(failing, 'moderation-articles-failed');
    await failing.close();

    const hanging = await browser.newPage();
    const held: Route[] = [];
    await hanging.route('**/api/articles', (route) => {
      held.push(route);
    });
    await hanging.goto(`${server.baseUrl}/articles`);
    await heading(hanging, 'Articles').waitFor();
    await expect.poll(() => held.length).toBe(1);
    expect(await cards(hanging).count()).toBe(6);
    await held[0].abort();
    await hanging.close();
  });
});

describe('approved and verified projects', () => {
  it('lists the approved project on its category page with the Verified badge', async () => {
    const page = await open('/projects/gamefi');
    const card = cards(page).filter({ has: page.getByRole('heading', { name: PROJECT_NAME, exact: true }) });
    await card.waitFor();
    await main(page).getByText('27 active projects', { exact: true }).waitFor();
    await card.getByText('Verified', { exact: true }).waitFor();
    await card.getByText(PROJECT_DESCRIPTION, { exact: true }).waitFor();
    await card.getByText('—', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: `Visit ${PROJECT_NAME} website` }).getAttribute('href')).toBe(PROJECT_WEBSITE);
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
    const badge = (page: Page) =>
      cards(page).filter({ hasText: 'The Sandbox' }).getByText('Verified', { exact: true });

    const before = await browser.newPage();
    const loaded = before.waitForResponse((response) => response.url().endsWith('/api/projects'));
    await before.goto(`${server.baseUrl}/projects/gamefi`);
    await loaded;
    await expect.poll(() => badge(before).count()).toBe(0);
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
    const page = await browser.newPage();
    await page.route('**/api/projects', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Boom' } }));
    await page.goto(`${server.baseUrl}/projects/gamefi`);
    await heading(page, 'GameFi').waitFor();
    await expect.poll(() => cards(page).count()).toBe(6);
    expect(await main(page).getByText(PROJECT_NAME).count()).toBe(0);
    await page.goto(`${server.baseUrl}/project/binance`);
    await heading(page, 'Binance').waitFor();
    // Spec §2: an id the page cannot find shows 'Project Not Found', also while the directory fails.
    await page.goto(`${server.baseUrl}/project/${projectSlug}`);
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
