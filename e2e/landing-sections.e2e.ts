import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTICLE_FALLBACK_IMAGE, articles } from '../frontend/src/content/articles';
import { discoverCategories } from '../frontend/src/content/categories';
import { featuredProjects } from '../frontend/src/content/featured-projects';
import { useAppAndBrowser } from './support/app-and-browser';
import { screenshot } from './support/browser';
import { holdRequests } from './support/held-requests';
import { landingPages, section } from './support/landing';

const SECTION_IDS = ['home', 'about', 'services', 'projects', 'categories', 'partner', 'articles', 'contact'];
const { server, browser } = useAppAndBrowser();
const { openLanding } = landingPages(server, browser);

function sectionIsAtTop(sectionId: string): boolean {
  const { top } = document.getElementById(sectionId)!.getBoundingClientRect();
  return top >= -1 && top < 200;
}

const isScrolledTo = (page: Page, id: string) => page.evaluate(sectionIsAtTop, id);
const waitUntilScrolledTo = (page: Page, id: string) => page.waitForFunction(sectionIsAtTop, id);

describe('landing page structure', () => {
  it('has the eight sections in order, each with a heading, and logs no errors', async () => {
    const errors: string[] = [];
    await browser.context.clearCookies();
    const page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Web3 Growth Platform' }).waitFor();

    const ids = await page.evaluate(() =>
      Array.from(document.querySelectorAll('section[id]'), (element) => element.id),
    );
    expect(ids.filter((id) => SECTION_IDS.includes(id))).toEqual(SECTION_IDS);
    const headings = [
      'Who We Are',
      'Our Services',
      'Featured Projects',
      'Discover Categories',
      'Become a Partner',
      'Latest Articles',
      'Get in Touch',
    ];
    for (const [index, name] of headings.entries()) {
      await section(page, SECTION_IDS[index + 1])
        .getByRole('heading', { level: 2, name })
        .waitFor();
    }
    await section(page, 'home').getByRole('button', { name: 'Start Growing' }).waitFor();
    await section(page, 'home').getByRole('button', { name: 'Partner With Us' }).waitFor();
    expect(await page.title()).toContain('Web3 Growth Platform');
    await screenshot(page, 'landing-full');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("scrolls to the partner section from 'Partner With Us' and offers 'Get Started' when signed out", async () => {
    const page = await openLanding();
    expect(await isScrolledTo(page, 'partner')).toBe(false);
    await section(page, 'home').getByRole('button', { name: 'Partner With Us' }).click();
    await waitUntilScrolledTo(page, 'partner');
    expect(new URL(page.url()).pathname).toBe('/');
    const getStarted = section(page, 'partner').getByRole('link', { name: 'Get Started' });
    expect(await getStarted.getAttribute('href')).toBe('/signup');
    await page.close();
  });

  it('scrolls to the section named in the URL hash once the lazy page has loaded', async () => {
    await browser.context.clearCookies();
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/#contact`);
    await page.getByRole('heading', { level: 2, name: 'Get in Touch' }).waitFor();
    await waitUntilScrolledTo(page, 'contact');
    expect(await isScrolledTo(page, 'home')).toBe(false);
    await page.close();
  });

  it("lands on the section asked for from another page, also when the sections' code arrives late", async () => {
    const page = await browser.newPage({ width: 1280, height: 700 });
    await page.goto(`${server.baseUrl}/articles`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const releaseSections = await holdRequests(page, '**/assets/LandingDetails-*.js');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('progressbar', { name: 'Loading section' }).first().waitFor();
    releaseSections();
    await section(page, 'contact').getByRole('form', { name: 'Subscribe to our newsletter' }).waitFor();
    await waitUntilScrolledTo(page, 'contact');
    // Still there once every section shows its content: nothing above pushed it away.
    await page.waitForTimeout(1000);
    expect(await isScrolledTo(page, 'contact')).toBe(true);
    await page.close();
  });

  it('keeps the place of a visitor who scrolled before the code loaded', async () => {
    await browser.context.clearCookies();
    const page = await browser.newPage({ width: 1280, height: 700 });
    const releaseScripts = await holdRequests(page, '**/assets/*.js');
    await page.goto(server.baseUrl, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Web3 Growth Platform' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 600));
    releaseScripts();
    await section(page, 'contact').getByRole('form', { name: 'Subscribe to our newsletter' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await page.close();
  });

  it('links Partner With Us and the partner call to action to the dashboard when signed in', async () => {
    await browser.context.clearCookies();
    const page = await browser.newPage();
    const signup = await page.request.post(`${server.baseUrl}/api/auth/signup`, {
      data: { username: 'landing_partner', password: 'secret123' },
    });
    expect(signup.status()).toBe(201);
    await page.goto(server.baseUrl);
    const heroLink = section(page, 'home').getByRole('link', { name: 'Partner With Us' });
    expect(await heroLink.getAttribute('href')).toBe('/partner-dashboard');
    const dashboardLink = section(page, 'partner').getByRole('link', { name: 'Go to Partner Dashboard' });
    expect(await dashboardLink.getAttribute('href')).toBe('/partner-dashboard');
    await page.close();
  });
});

describe('services, projects and categories', () => {
  it('opens one service card at a time, by mouse and keyboard', async () => {
    const page = await openLanding();
    const acquisition = page.getByRole('button', { name: /^User Acquisition/ });
    const liquidity = page.getByRole('button', { name: /^Liquidity Solutions/ });
    const acquisitionDetail = page.getByText('First-time-transaction tracking from signup to first trade');
    const liquidityDetail = page.getByText('Futures and perpetuals market making');
    expect(await acquisition.getAttribute('aria-expanded')).toBe('false');
    expect(await acquisitionDetail.isVisible()).toBe(false);

    await acquisition.click();
    await acquisitionDetail.waitFor({ state: 'visible' });
    expect(await acquisition.getAttribute('aria-expanded')).toBe('true');
    const controlled = await acquisition.getAttribute('aria-controls');
    expect(await page.locator(`#${controlled}`).getByText('First-time-transaction tracking').count()).toBe(1);

    await liquidity.focus();
    await page.keyboard.press('Enter');
    await liquidityDetail.waitFor({ state: 'visible' });
    await acquisitionDetail.waitFor({ state: 'hidden' });
    expect(await acquisition.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'landing-services-open');

    await liquidity.click();
    await liquidityDetail.waitFor({ state: 'hidden' });
    expect(await liquidity.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('lists the nine featured projects, filters by tab and links to /project/{id}', async () => {
    const page = await openLanding();
    const projects = section(page, 'projects');
    const cards = projects.getByRole('tabpanel').getByRole('link');
    expect(await projects.getByRole('tab', { name: 'All', exact: true }).getAttribute('aria-selected')).toBe('true');
    for (const name of ['All', 'Exchanges', 'Startups', 'Wallets', 'DeFi', 'Layer 2']) {
      await projects.getByRole('tab', { name, exact: true }).waitFor();
    }
    expect(await cards.count()).toBe(9);
    const verifiedCount = featuredProjects.filter((project) => project.verified).length;
    expect(await projects.getByText('Verified', { exact: true }).count()).toBe(verifiedCount);

    await projects.getByRole('tab', { name: 'Exchanges', exact: true }).click();
    const exchanges = featuredProjects.filter((project) => project.category === 'Exchanges');
    await page.waitForFunction(
      (expected) => document.querySelectorAll('#featured-projects-panel a').length === expected,
      exchanges.length,
    );
    expect(await projects.getByRole('tab', { name: 'Exchanges', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const names = await projects.getByRole('tabpanel').getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual(exchanges.map((project) => project.name));
    await screenshot(page, 'landing-projects-exchanges');

    const [first] = exchanges;
    const link = cards.filter({ hasText: first.name });
    expect(await link.getAttribute('href')).toBe(`/project/${first.id}`);
    await link.click();
    await page.waitForURL(`${server.baseUrl}/project/${first.id}`);
    await page.close();
  });

  it('links every category card to /projects/{id}', async () => {
    const page = await openLanding();
    const categories = section(page, 'categories');
    // The sections below the hero fill in after the first paint.
    await categories.getByRole('link').first().waitFor();
    expect(await categories.getByRole('link').count()).toBe(discoverCategories.length);
    for (const category of discoverCategories) {
      const card = categories.getByRole('link', { name: new RegExp(`^${category.name}`) });
      expect(await card.getAttribute('href')).toBe(`/projects/${category.id}`);
      await card.getByText(`${category.count} projects`).waitFor();
    }
    await categories.getByRole('link', { name: /^GameFi/ }).click();
    await page.waitForURL(`${server.baseUrl}/projects/gamefi`);
    await page.close();
  });
});

describe('stats and articles', () => {
  const finalStats = ['50K+', '250M+', '12+', '20+'];
  const statTexts = (page: Page) =>
    page.getByRole('list', { name: 'Our results in numbers' }).locator('[data-stat-value]').allTextContents();

  it('counts up to the final figures once scrolled into view', async () => {
    await browser.context.clearCookies();
    const page = await browser.newPage({ width: 1280, height: 700 });
    await page.goto(server.baseUrl);
    const stats = page.getByRole('list', { name: 'Our results in numbers' });
    await stats.waitFor();
    expect(await statTexts(page)).toEqual(['0K+', '0M+', '0+', '0+']);
    for (const label of ['Verified Users', 'Trading Volume', 'Global Markets', 'Web3 Partnerships']) {
      await stats.getByText(label, { exact: true }).waitFor();
    }
    await stats.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (expected) =>
        Array.from(document.querySelectorAll('[data-stat-value]'), (element) => element.textContent).join() ===
        expected,
      finalStats.join(),
      { timeout: 10_000 },
    );
    expect(await statTexts(page)).toEqual(finalStats);
    await page.close();
  });

  it('shows the final figures at once when motion is reduced', async () => {
    await browser.context.clearCookies();
    const page = await browser.newPage({ width: 1280, height: 700 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(server.baseUrl);
    await page.getByRole('list', { name: 'Our results in numbers' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-stat-value]')?.textContent === '50K+');
    expect(await statTexts(page)).toEqual(finalStats);
    await page.close();
  });

  it('swaps a failing article image to the fallback image', async () => {
    await browser.context.clearCookies();
    const page = await browser.newPage();
    const [article] = articles;
    await page.route(`**${article.imageUrl}`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.goto(server.baseUrl);
    const articlesSection = section(page, 'articles');
    await articlesSection.scrollIntoViewIfNeeded();
    const image = articlesSection.getByRole('img', { name: article.title });
    await page.waitForFunction(
      ([alt, fallback]) => {
        const element = Array.from(document.querySelectorAll<HTMLImageElement>('#articles img')).find(
          (img) => img.alt === alt,
        );
        return element?.getAttribute('src') === fallback && element.complete && element.naturalWidth > 0;
      },
      [article.title, ARTICLE_FALLBACK_IMAGE],
    );
    expect(await image.getAttribute('src')).toBe(ARTICLE_FALLBACK_IMAGE);
    const link = articlesSection.getByRole('link', { name: new RegExp(article.title.slice(0, 20)) });
    expect(await link.getAttribute('href')).toBe(`/articles/${article.id}`);
    expect(await articlesSection.getByRole('link', { name: 'View all articles' }).getAttribute('href')).toBe(
      '/articles',
    );
    await page.close();
  });
});

describe('layout and accessibility', () => {
  it('has no horizontal scroll at 390 px', async () => {
    const page = await openLanding({ width: 390, height: 844 });
    await page.getByRole('button', { name: /^Partnerships & Business Development/ }).click();
    await page.getByRole('list', { name: 'Our results in numbers' }).scrollIntoViewIfNeeded();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await screenshot(page, 'landing-mobile');
    await page.close();
  });

  it('has no serious or critical axe violations', async () => {
    const page = await openLanding();
    await page.getByRole('button', { name: /^AI Growth Solutions/ }).click();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    expect(serious).toEqual([]);
    await page.close();
  });
});
