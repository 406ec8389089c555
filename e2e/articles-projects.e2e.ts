import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './support/app-and-browser';
import { screenshot } from './support/browser';

const FALLBACK_IMAGE = '/images/articles/fallback.svg';
const MOBILE = { width: 360, height: 780 };
const { server, browser } = useAppAndBrowser();

async function open(path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.goto(`${server.baseUrl}${path}`);
  return page;
}

const main = (page: Page) => page.getByRole('main');
const articleCards = (page: Page) => main(page).getByRole('article');
const heading = (page: Page, name: string, level = 1) => main(page).getByRole('heading', { name, level, exact: true });

async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe('article list', () => {
  it('filters the six cards by category with pressed-state buttons', async () => {
    const page = await open('/articles');
    await heading(page, 'Articles').waitFor();
    const filter = main(page).getByRole('group', { name: 'Filter articles by category' });
    const button = (name: string) => filter.getByRole('button', { name, exact: true });
    expect(await articleCards(page).count()).toBe(6);
    expect(await button('All').getAttribute('aria-pressed')).toBe('true');

    await button('NFT').click();
    await expect.poll(() => articleCards(page).count()).toBe(1);
    expect(await button('NFT').getAttribute('aria-pressed')).toBe('true');
    expect(await button('All').getAttribute('aria-pressed')).toBe('false');
    await articleCards(page).first().getByText('NFT', { exact: true }).waitFor();

    await button('Trading').click();
    await expect.poll(() => articleCards(page).count()).toBe(2);
    for (const card of await articleCards(page).all()) await card.getByText('Trading', { exact: true }).waitFor();

    await button('All').click();
    await expect.poll(() => articleCards(page).count()).toBe(6);
    await page.close();
  });

  it('links every card to the professional network and offers the company follow button', async () => {
    const page = await open('/articles');
    await heading(page, 'Articles').waitFor();
    const follow = main(page).getByRole('link', { name: 'Follow us on LinkedIn' });
    expect(await follow.getAttribute('href')).toBe('https://www.linkedin.com/company/chainboost');
    expect(await follow.getAttribute('target')).toBe('_blank');
    const linkedinLinks = main(page).getByRole('link', { name: /on LinkedIn \(opens in a new tab\)$/ });
    expect(await linkedinLinks.count()).toBe(6);
    for (const link of await linkedinLinks.all()) {
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\//);
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    for (const card of await articleCards(page).all()) {
      expect(await card.getByRole('img').getAttribute('alt')).toBeTruthy();
      await card.getByText(/\d+ min read/).waitFor();
    }
    await screenshot(page, 'articles-list');
    await page.close();
  });

  it('opens the right article from each Read link and goes back', async () => {
    const page = await open('/articles');
    for (let index = 0; index < 6; index += 1) {
      const card = articleCards(page).nth(index);
      const title = await card.getByRole('heading', { level: 2 }).innerText();
      await card.getByRole('link', { name: `Read ${title}` }).click();
      await page.waitForURL(`${server.baseUrl}/articles/${index + 1}`);
      await heading(page, title).waitFor();
      expect(await page.title()).toBe(`${title} | ChainBoost`);
      await main(page).getByRole('link', { name: 'Back to Articles' }).first().click();
      await page.waitForURL(`${server.baseUrl}/articles`);
    }
    await page.close();
  });

  it('replaces an image that fails to load with the fallback image', async () => {
    const page = await browser.newPage();
    await page.route('**/images/articles/kyc-user-acquisition.svg', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto(`${server.baseUrl}/articles`);
    const image = articleCards(page).first().getByRole('img');
    await expect.poll(() => image.getAttribute('src')).toBe(FALLBACK_IMAGE);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
    expect(await articleCards(page).nth(1).getByRole('img').getAttribute('src')).not.toBe(FALLBACK_IMAGE);
    await page.close();
  });
});

describe('article detail', () => {
  it('shows the article with its meta data, author and body', async () => {
    const page = await open('/articles/3');
    await heading(page, 'NFT Community Growth Beyond the Mint').waitFor();
    for (const text of ['NFT', '5 min read', 'Oct 27, 2026', 'Lena Fischer']) {
      await main(page).getByText(text, { exact: true }).first().waitFor();
    }
    await main(page)
      .getByText(/^Sold-out mints are not communities/)
      .waitFor();
    await heading(page, 'Utility that people actually use', 2).waitFor();
    expect(await main(page).getByRole('listitem').count()).toBeGreaterThan(2);
    expect(await main(page).getByRole('img').first().getAttribute('alt')).toBeTruthy();
    await screenshot(page, 'article-detail');
    await page.close();
  });

  it('shows Article Not Found for an unknown id', async () => {
    const page = await open('/articles/999');
    await heading(page, 'Article Not Found').waitFor();
    await main(page).getByRole('link', { name: 'Back to Articles' }).click();
    await page.waitForURL(`${server.baseUrl}/articles`);
    await page.close();
  });
});

describe('projects by category', () => {
  it('shows the DeFi header, count, project cards and their actions', async () => {
    const page = await open('/projects/defi');
    await heading(page, 'DeFi').waitFor();
    await main(page).getByText('38 active projects', { exact: true }).waitFor();
    expect(await page.title()).toBe('DeFi Projects | ChainBoost');
    await main(page).getByText('Verified', { exact: true }).first().waitFor();
    await main(page).getByText('24h Volume', { exact: true }).first().waitFor();

    const uniswap = articleCards(page).filter({ hasText: 'Uniswap' });
    const visit = uniswap.getByRole('link', { name: 'Visit Uniswap website' });
    expect(await visit.getAttribute('href')).toBe('https://uniswap.org');
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await visit.getAttribute('rel')).toBe('noopener noreferrer');
    await screenshot(page, 'projects-defi');
    await uniswap.getByRole('link', { name: /^View Details/ }).click();
    await page.waitForURL(`${server.baseUrl}/project/uniswap`);
    await heading(page, 'Uniswap').waitFor();
    await page.close();
  });

  it('switches categories with the switcher cards and titles each page', async () => {
    const page = await open('/projects/defi');
    await heading(page, 'DeFi').waitFor();
    const switcher = main(page).getByRole('navigation', { name: 'Project categories' });
    // The four category pages, and the directory's projects that have no page of their own. That
    // fifth card appears when the directory answers, so wait for it before counting.
    const others = switcher.getByRole('link', { name: /Other projects/ });
    await others.waitFor();
    expect(await switcher.getByRole('link').count()).toBe(5);
    expect(await others.getAttribute('href')).toBe('#other-projects');
    expect(await switcher.getByRole('link', { name: /DeFi/ }).getAttribute('aria-current')).toBe('page');

    await switcher.getByRole('link', { name: /GameFi/ }).click();
    await page.waitForURL(`${server.baseUrl}/projects/gamefi`);
    await heading(page, 'GameFi').waitFor();
    await main(page).getByText('27 active projects', { exact: true }).waitFor();
    expect(await switcher.getByRole('link', { name: /GameFi/ }).getAttribute('aria-current')).toBe('page');
    expect(await switcher.getByRole('link', { name: /DeFi/ }).getAttribute('aria-current')).toBeNull();

    const expected: Array<[string, string, string]> = [
      ['nft', 'NFT', '45 active projects'],
      ['layer2', 'Layer 2', '15 active projects'],
    ];
    for (const [id, name, count] of expected) {
      await page.goto(`${server.baseUrl}/projects/${id}`);
      await heading(page, name).waitFor();
      await main(page).getByText(count, { exact: true }).waitFor();
      expect(await page.title()).toBe(`${name} Projects | ChainBoost`);
      expect(await page.title()).toMatch(/\| ChainBoost$/);
    }
    await page.close();
  });

  it('shows Category Not Found with a way home for an unknown category', async () => {
    const page = await open('/projects/unknown');
    await heading(page, 'Category Not Found').waitFor();
    await main(page).getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.close();
  });
});

describe('project detail', () => {
  it('shows the sections, actions and figures of a fixed project', async () => {
    const page = await open('/project/binance');
    await heading(page, 'Binance').waitFor();
    for (const name of ['About', 'Key Features', 'Project Stats', 'Performance'])
      await heading(page, name, 2).waitFor();
    for (const name of ['Visit Website', 'View on Explorer']) {
      const link = main(page).getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe('https://www.binance.com');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    for (const text of ['+23%', '+45%', '250M+', 'Verified'])
      await main(page).getByText(text, { exact: true }).first().waitFor();
    expect(await main(page).getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'project-binance');
    await page.close();
  });

  it('shows a summary for a project listed only on a category page', async () => {
    const page = await open('/projects/gamefi');
    await heading(page, 'GameFi').waitFor();
    await main(page).getByRole('link', { name: 'View Details of Immutable' }).click();
    await page.waitForURL(`${server.baseUrl}/project/immutable`);
    await heading(page, 'Immutable').waitFor();
    for (const name of ['About', 'Project Stats', 'Performance']) await heading(page, name, 2).waitFor();
    await main(page).getByText('$7.8M', { exact: true }).waitFor();
    await screenshot(page, 'project-listed-only');
    await main(page).getByRole('link', { name: 'Back to GameFi Projects' }).click();
    await page.waitForURL(`${server.baseUrl}/projects/gamefi`);
    await page.close();
  });

  it('shows Project Not Found for an unknown id', async () => {
    const page = await open('/project/nope');
    await heading(page, 'Project Not Found').waitFor();
    await main(page).getByRole('link', { name: 'Browse Projects' }).click();
    await page.waitForURL(`${server.baseUrl}/projects/nft`);
    await page.close();
  });
});

describe('small screens', () => {
  it('has no horizontal scroll at 360 px', async () => {
    const pages: Array<[string, string]> = [
      ['/articles', 'Articles'],
      ['/articles/1', 'KYC-Verified User Acquisition: Growing an Exchange With Users Who Stay'],
      ['/projects/nft', 'NFT'],
      ['/project/binance', 'Binance'],
    ];
    for (const [path, title] of pages) {
      const page = await open(path, MOBILE);
      await heading(page, title).waitFor();
      expect(await hasHorizontalScroll(page), path).toBe(false);
      if (path === '/articles' || path === '/project/binance') {
        await screenshot(page, `mobile${path.replaceAll('/', '-')}`);
      }
      await page.close();
    }
  });
});

describe('accessibility', () => {
  it('has no serious or critical axe violations', async () => {
    const pages: Array<[string, string]> = [
      ['/articles', 'Articles'],
      ['/articles/1', 'KYC-Verified User Acquisition: Growing an Exchange With Users Who Stay'],
      ['/projects/nft', 'NFT'],
      ['/project/binance', 'Binance'],
    ];
    for (const [path, title] of pages) {
      const page = await open(path);
      await heading(page, title).waitFor();
      const results = await new AxeBuilder({ page }).analyze();
      const severe = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(severe, path).toEqual([]);
      await page.close();
    }
  });
});
