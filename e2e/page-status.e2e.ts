import { describe, expect, it } from 'vitest';
import { articles } from '../frontend/src/content/articles';
import { projectDetails } from '../frontend/src/content/projects';
import { useAppAndBrowser } from './support/app-and-browser';
import { ADMIN, moderatedContent, PROJECT_NAME, PUBLISHED_TITLE } from './support/moderated-content';
import { waitForAppStarted } from './support/ui';

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

  it("serves /leaderboards with its first board's rows, as the API ranks them now", async () => {
    const board = (await (await fetch(`${server.baseUrl}/api/leaderboards/metric/volume?limit=20`)).json()) as {
      data: { entityName: string }[];
    };
    expect(board.data.length).toBeGreaterThan(0);
    const served = await headOf('/leaderboards');
    for (const { entityName } of board.data) expect(served.rootText).toContain(entityName);
    expect(served.rootText).not.toContain('Loading');
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

    // At once in its page's head, the sitemap and the feed (see the tests below for what they hold).
    const path = `/articles/partner-${publishedId}`;
    const head = await headOf(path);
    expect(head.title).toBe(`${PUBLISHED_TITLE} | ChainBoost`);
    expectPreview(head, path, 'article');
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'Article',
      headline: PUBLISHED_TITLE,
      author: [{ name: 'Nova Exchange' }],
    });
    // Rendered on request: the content is in the HTML, not only the head, and the browser takes
    // it over in place, without asking for the article again, shifting the layout or an error.
    expect(head.rootText).toContain(PUBLISHED_TITLE);
    // The list of articles is served with it too.
    expect((await headOf('/articles')).rootText).toContain(PUBLISHED_TITLE);
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      // The fixture's article names a picture that does not exist (the page shows its fallback).
      if (message.type() === 'error' && !message.location().url.includes('missing-partner-image')) {
        problems.push(message.text());
      }
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/articles/${publishedId}`)
        problems.push('asked for the article again');
    });
    await page.addInitScript(() => {
      const watch = { shift: 0, removed: 0 };
      Object.assign(window, { hydrationWatch: watch });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) watch.shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () =>
        new MutationObserver((records) => {
          for (const record of records) watch.removed += record.removedNodes.length;
        }).observe(document.getElementById('root')!, { childList: true }),
      );
    });
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: PUBLISHED_TITLE }).waitFor();
    await waitForAppStarted(page);
    const watch = await page.evaluate(
      () => (window as unknown as { hydrationWatch: { shift: number; removed: number } }).hydrationWatch,
    );
    expect(watch.removed).toBe(0);
    expect(watch.shift).toBeLessThanOrEqual(0.05);
    expect(problems).toEqual([]);
    await page.close();
    const project = await headOf(`/project/${slug}`);
    expect(project.title).toBe(`${PROJECT_NAME} | ChainBoost`);
    expect(project.rootText).toContain(PROJECT_NAME);
    expect(await sitemapPaths()).toEqual(expect.arrayContaining([path, `/project/${slug}`]));
    expect(await xmlTexts('/articles/feed.xml', 'title')).toContain(PUBLISHED_TITLE);

    // Without a picture previews can use, an item's preview is a card drawn from its title and
    // category when it is published (or changes), not when a preview first asks for it.
    expect(project.og.image).toMatch(new RegExp(`/cards/project/[\\w-]+/${slug}\\.png$`));
    await expect.poll(() => drawnCards(`project:${slug}`)).toBe(1);
    await expectCard(project.og.image);
    // An article whose picture is gone from it gets its card then, under a new address.
    await server.query('UPDATE article_submissions SET image_url = NULL WHERE id = $1', [publishedId]);
    await expect.poll(async () => (await headOf(path)).og.image).toMatch(/\/cards\/article\/[\w-]+\/\d+\.png$/);
    await expect.poll(() => drawnCards(`article:${publishedId}`)).toBe(1);
    const articleCard = (await headOf(path)).og.image;
    expect((await headOf(path)).jsonLd[0]).toMatchObject({ image: expect.arrayContaining([articleCard]) });
    await expectCard(articleCard);

    await admin.expect('POST', `/api/admin/articles/${publishedId}/unpublish`, { reason: 'Out of date' }, 200);
    expect(await statusOf(`/articles/partner-${publishedId}`)).toBe(404);
    expect((await headOf(path)).robots).toBe('noindex');
    expect((await headOf('/articles')).rootText).not.toContain(PUBLISHED_TITLE);
    expect(await sitemapPaths()).not.toContain(path);
    expect(await xmlTexts('/articles/feed.xml', 'title')).not.toContain(PUBLISHED_TITLE);
    expect((await fetch(articleCard)).status).toBe(404);
    await expect.poll(() => drawnCards(`article:${publishedId}`)).toBe(0);
  });
});

async function drawnCards(key: string): Promise<number> {
  return (await server.query('SELECT key FROM preview_cards WHERE key = $1', [key])).length;
}

/** A 1200×630 PNG (its IHDR chunk says so), as link previews want. */
async function expectCard(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type'), url).toBe('image/png');
  const png = Buffer.from(await response.arrayBuffer());
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
}

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: Record<string, unknown>[];
  feed: string | null;
  rootText: string;
}

/** The served HTML (no script run) read by the browser's own parser, as a crawler reads it. */
async function headOf(path: string): Promise<Head> {
  const html = await (await fetch(`${server.baseUrl}${path}`)).text();
  const page = await browser.newPage();
  try {
    return await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'text/html');
      const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
      const group = (attribute: string, prefix: string) =>
        Object.fromEntries(
          [...document.querySelectorAll(`meta[${attribute}^="${prefix}"]`)].map((meta) => [
            meta.getAttribute(attribute)!.slice(prefix.length),
            meta.getAttribute('content') ?? '',
          ]),
        );
      return {
        title: document.title,
        description: content('meta[name="description"]'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        robots: content('meta[name="robots"]'),
        og: group('property', 'og:'),
        twitter: group('name', 'twitter:'),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
        ),
        feed: document.querySelector('link[type="application/rss+xml"]')?.getAttribute('href') ?? null,
        rootText: document.getElementById('root')?.textContent ?? '',
      };
    }, html);
  } finally {
    await page.close();
  }
}

/** An XML document parsed by the browser: the text of every element named `tag`, or the parse error. */
async function xmlTexts(path: string, tag: string): Promise<string[]> {
  const response = await fetch(`${server.baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  const xml = await response.text();
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      ({ source, name }) => {
        const document = new DOMParser().parseFromString(source, 'application/xml');
        const error = document.querySelector('parsererror');
        if (error) throw new Error(error.textContent ?? 'not well-formed');
        return [...document.getElementsByTagName(name)].map((element) => element.textContent ?? '');
      },
      { source: xml, name: tag },
    );
  } finally {
    await page.close();
  }
}

async function sitemapPaths(): Promise<string[]> {
  return (await xmlTexts('/sitemap.xml', 'loc')).map((location) => new URL(location).pathname);
}

function expectPreview(head: Head, path: string, type: 'website' | 'article') {
  expect(head.description, path).toBeTruthy();
  // PUBLIC_URL's origin (the loopback name of the app's port when it is not set) and the page's own path.
  expect(head.canonical && new URL(head.canonical).pathname, path).toBe(path);
  expect(head.canonical && new URL(head.canonical).port, path).toBe(new URL(server.baseUrl).port);
  expect(head.og, path).toMatchObject({ type, url: head.canonical, title: expect.any(String) });
  expect(head.og.description, path).toBe(head.description);
  expect(head.og.image, path).toMatch(/^http.*\.(png|jpe?g)$/);
  expect(head.og['image:alt'], path).toBeTruthy();
  expect(head.twitter, path).toMatchObject({ card: 'summary_large_image', title: head.og.title, image: head.og.image });
}

describe('what pages tell search engines and link previews', () => {
  it('gives every public page its own title, description, canonical address, preview tags and structured data', async () => {
    const titles = new Set<string>();
    for (const path of ['/', '/articles', '/leaderboards', '/community', '/login', '/signup']) {
      const head = await headOf(path);
      expect(titles.has(head.title), `${path}: ${head.title}`).toBe(false);
      titles.add(head.title);
      expect(head.robots, path).toBeNull();
      expectPreview(head, path, 'website');
      expect(head.feed, path).toMatch(/\/articles\/feed\.xml$/);
    }

    const home = await headOf('/');
    expect(home.jsonLd.map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home.jsonLd[0]).toMatchObject({ name: 'ChainBoost', url: expect.stringMatching(/\/$/) });
    expect(home.rootText).toContain('User Acquisition');

    const article = await headOf(`/articles/${articles[1].id}`);
    expect(article.title).toBe(`${articles[1].title} | ChainBoost`);
    expectPreview(article, `/articles/${articles[1].id}`, 'article');
    const [articleData, trail] = article.jsonLd;
    expect(articleData).toMatchObject({
      '@type': 'Article',
      headline: articles[1].title,
      author: [{ '@type': 'Person', name: articles[1].author }],
      datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      image: expect.arrayContaining([expect.stringMatching(/\.png$/)]),
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((trail.itemListElement as { position: number; name: string }[]).map((crumb) => crumb.name)).toEqual([
      'Home',
      'Articles',
      articles[1].title,
    ]);
    const card = await fetch(`${server.baseUrl}${new URL(article.og.image).pathname}`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');

    expect(article.rootText).toContain(articles[1].title);
    const project = await headOf('/project/nft-1');
    expect(project.title).toBe(`${projectDetails['nft-1'].name} | ChainBoost`);
    expect(project.rootText).toContain(projectDetails['nft-1'].name);
    expectPreview(project, '/project/nft-1', 'website');
    expectPreview(await headOf('/projects/defi'), '/projects/defi', 'website');

    for (const path of ['/account', '/partner-dashboard', '/admin', '/nonexistent']) {
      const head = await headOf(path);
      expect(head.robots, path).toBe('noindex');
      expect(head.canonical, path).toBeNull();
    }
  });

  it('lists the indexable pages in the sitemap named by robots.txt, and the articles in the feed', async () => {
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /api/');

    const paths = await sitemapPaths();
    for (const path of [
      '/',
      '/articles',
      '/leaderboards',
      '/projects/nft',
      `/articles/${articles[0].id}`,
      '/project/nft-1',
    ]) {
      expect(paths, path).toContain(path);
    }
    for (const path of ['/account', '/admin', '/partner-dashboard']) expect(paths).not.toContain(path);
    expect(await xmlTexts('/sitemap.xml', 'lastmod')).toHaveLength(paths.length);

    const titles = await xmlTexts('/articles/feed.xml', 'title');
    for (const fixed of articles) expect(titles).toContain(fixed.title);
  });
});
