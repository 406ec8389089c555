import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { useAppAndBrowser } from './support/app-and-browser';
import { screenshot } from './support/browser';
import { waitForAppStarted } from './support/ui';
import {
  ADMIN,
  PUBLISHED_TITLE,
  REJECTED_TITLE,
  cards,
  heading,
  main,
  moderatedContent,
  publicPages,
} from './support/moderated-content';

const FALLBACK_IMAGE = '/images/articles/fallback.svg';

const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});
const { adminSession, publishArticles } = moderatedContent(server);
const { open } = publicPages(server, browser);
let publishedId: number;
let rejectedId: number;

beforeAll(async () => {
  ({ publishedId, rejectedId } = await publishArticles(await adminSession()));
});

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
    await main(page)
      .getByRole('link', { name: `Read ${PUBLISHED_TITLE}` })
      .click();
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
    expect(
      await article
        .locator('script, style, iframe, form, input, [onclick], [onerror], [onload], [style*="color"], [srcset]')
        .count(),
    ).toBe(0);
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
    // Served at /articles, the page carries the published articles; a visit from another page asks for them.
    const openArticlesFromHome = async (page: Page) => {
      await page.goto(server.baseUrl);
      await waitForAppStarted(page);
      await page.getByRole('banner').getByRole('link', { name: 'Articles', exact: true }).click();
      await page.waitForURL(`${server.baseUrl}/articles`);
    };
    const failing = await browser.newPage();
    await failing.route('**/api/articles', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Boom' } }),
    );
    await openArticlesFromHome(failing);
    await main(failing).getByText('Partner articles could not be loaded right now.').waitFor();
    expect(await cards(failing).count()).toBe(6);
    await screenshot(failing, 'moderation-articles-failed');
    await failing.close();

    const hanging = await browser.newPage();
    const held: Route[] = [];
    await hanging.route('**/api/articles', (route) => {
      held.push(route);
    });
    await openArticlesFromHome(hanging);
    await heading(hanging, 'Articles').waitFor();
    await expect.poll(() => held.length).toBe(1);
    expect(await cards(hanging).count()).toBe(6);
    await held[0].abort();
    await hanging.close();
  });
});
