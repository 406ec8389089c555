import { describe, expect, it } from 'vitest';
import { articles } from '../frontend/src/content/articles';
import { projectDetails } from '../frontend/src/content/projects';
import { useAppAndBrowser } from './support/app-and-browser';
import { ADMIN, moderatedContent } from './support/moderated-content';

// A path the client has no page for answers HTTP 404 (with the not-found screen), not the app
// with a 200: a soft 404 is indexed as a page. The spec's routes and every real item page answer 200.

const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});
const content = moderatedContent(server);

const statusOf = async (path: string) => (await fetch(`${server.baseUrl}${path}`)).status;

const SPEC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/analytics',
  '/partner-dashboard',
  '/articles',
  '/submit-project',
  '/community',
  '/leaderboards',
  '/admin',
  ...['nft', 'defi', 'gamefi', 'layer2'].map((category) => `/projects/${category}`),
  ...articles.map((article) => `/articles/${article.id}`),
  ...Object.keys(projectDetails).map((id) => `/project/${id}`),
];

describe('page statuses', () => {
  it("answers 200 for the spec's routes, the fixed articles and projects, and a trailing slash", async () => {
    for (const path of [...SPEC_ROUTES, '/articles/', '/account', '/project/nft-1']) {
      expect(await statusOf(path), path).toBe(200);
    }
  });

  it('answers 404 for unknown paths and unknown items, with the not-found screens', async () => {
    const screens = [
      { path: '/nonexistent', texts: ['404 Page Not Found', 'Did you forget to add the page to the router?'] },
      { path: '/project/nope', texts: ['Project Not Found'] },
      { path: '/articles/999', texts: ['Article Not Found'] },
      { path: '/projects/unknown', texts: ['Category Not Found'] },
    ];
    const page = await browser.newPage();
    for (const { path, texts } of screens) {
      expect(await statusOf(path), path).toBe(404);
      const response = await page.goto(`${server.baseUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      for (const text of texts) await page.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await statusOf('/articles/partner-99999')).toBe(404);
    expect(await statusOf('/api/nonexistent')).toBe(404);
    await page.close();
  });

  it('answers 200 for a project listed through moderation and a published article, and 404 once it is unpublished', async () => {
    const admin = await content.adminSession();
    const slug = await content.listVerifiedProject(admin);
    expect(await statusOf(`/project/${slug}`)).toBe(200);

    const { publishedId, rejectedId } = await content.publishArticles(admin);
    expect(await statusOf(`/articles/partner-${publishedId}`)).toBe(200);
    expect(await statusOf(`/articles/partner-${rejectedId}`)).toBe(404);

    await admin.expect('POST', `/api/admin/articles/${publishedId}/unpublish`, { reason: 'Out of date' }, 200);
    expect(await statusOf(`/articles/partner-${publishedId}`)).toBe(404);
  });
});
