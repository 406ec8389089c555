import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { articles } from '../frontend/src/content/articles';
import { discoverCategories } from '../frontend/src/content/categories';
import { featuredProjectFilters, featuredProjects } from '../frontend/src/content/featured-projects';
import { serviceLines } from '../frontend/src/features/landing/content/service-lines';
import { useAppAndBrowser } from './support/app-and-browser';
import { holdRequests } from './support/held-requests';
import { section } from './support/landing';
import { waitForAppStarted } from './support/ui';

// The landing page is whole from its first byte: every section's content is in the served HTML
// and in the DOM from the first paint, with no scrolling, key press or click; and every control
// works when used straight away, before or after its section's code has been attached.

const { server, browser } = useAppAndBrowser();

const LANDING_ARTICLES = articles.slice(0, 3);
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 700 },
  { name: 'phone', width: 390, height: 844 },
];

/** The text of an HTML document as a reader (or a crawler) gets it: no tags, entities decoded. */
function readableText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function landingHtml(): Promise<string> {
  const response = await fetch(`${server.baseUrl}/`);
  expect(response.status).toBe(200);
  return response.text();
}

describe('the served HTML of /', () => {
  it("holds every section's content: services, filter tabs, projects, categories, articles and both forms", async () => {
    const html = await landingHtml();
    const text = readableText(html);
    for (const service of serviceLines) {
      expect(text).toContain(service.title);
      expect(text).toContain(service.summary);
      for (const detail of service.details) expect(text).toContain(detail);
    }
    for (const filter of featuredProjectFilters) expect(html).toMatch(new RegExp(`role="tab"[^>]*>${filter}<`));
    expect(featuredProjects).toHaveLength(9);
    for (const project of featuredProjects) {
      expect(text).toContain(project.name);
      expect(html).toContain(`href="/project/${project.id}"`);
    }
    for (const category of discoverCategories) {
      expect(text).toContain(category.name);
      expect(html).toContain(`href="/projects/${category.id}"`);
    }
    for (const article of LANDING_ARTICLES) {
      expect(text).toContain(article.title);
      expect(html).toContain(`href="/articles/${article.id}"`);
    }
    expect(text).toContain('Become a Partner');
    for (const field of ['contact-name', 'contact-email', 'contact-company', 'contact-message', 'newsletter-email']) {
      expect(html).toMatch(new RegExp(`<label[^>]*for="${field}"`));
      expect(html).toMatch(new RegExp(`id="${field}"`));
    }
    expect(text).toContain('Send Message');
    expect(text).toContain('Subscribe');
    expect(html).not.toContain('aria-busy');
  });

  it('reads as a page without JavaScript: labelled fields, tabs and links by their roles', async () => {
    const context = await browser.context.browser()?.newContext({ javaScriptEnabled: false });
    const page = context ? await context.newPage() : await browser.newPage();
    if (!context) await page.route('**/*.js', (route) => route.abort());
    await page.goto(server.baseUrl);
    await expectEverySectionsContent(page);
    await page.close();
    await context?.close();
  });
});

/** Each section's content, found by role and name as a reader of the page finds it, without scrolling. */
async function expectEverySectionsContent(page: Page): Promise<void> {
  const present = (locator: Locator) => locator.waitFor({ state: 'attached', timeout: 5_000 });
  for (const service of serviceLines) {
    await present(section(page, 'services').getByRole('button', { name: new RegExp(`^${service.title}`) }));
  }
  for (const filter of featuredProjectFilters) {
    await present(section(page, 'projects').getByRole('tab', { name: filter, exact: true }));
  }
  expect(await section(page, 'projects').getByRole('tabpanel').getByRole('link').count()).toBe(9);
  for (const category of discoverCategories) {
    await present(section(page, 'categories').getByRole('link', { name: new RegExp(`^${category.name}`) }));
  }
  await present(section(page, 'partner').getByRole('link', { name: 'Get Started' }));
  for (const article of LANDING_ARTICLES) {
    await present(section(page, 'articles').getByRole('heading', { level: 3, name: article.title }));
  }
  const contact = section(page, 'contact').getByRole('form', { name: 'Send us a message' });
  for (const name of ['Name', 'Email', 'Company', 'Message']) {
    await present(contact.getByRole('textbox', { name, exact: true }));
  }
  const newsletter = section(page, 'contact').getByRole('form', { name: 'Subscribe to our newsletter' });
  await present(newsletter.getByRole('textbox', { name: 'Email', exact: true }));
}

/** Opens / and records console errors; the page is never scrolled by the test. */
async function openLanding(viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  await browser.context.clearCookies();
  const page = await browser.newPage(viewport);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(server.baseUrl);
  await page.getByRole('heading', { level: 1, name: 'Web3 Growth Platform' }).waitFor();
  return { page, errors };
}

/** Idle: the page's code has run, its later parts are there, the session has arrived. */
async function waitUntilIdle(page: Page): Promise<void> {
  await waitForAppStarted(page);
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.endsWith('/api/auth/user') && (entry as PerformanceResourceTiming).responseEnd > 0),
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
}

describe('the landing page in a browser, never scrolled', () => {
  for (const viewport of VIEWPORTS) {
    it(`has every section's content from the first paint, nothing busy and no console error (${viewport.name})`, async () => {
      const { page, errors } = await openLanding(viewport);
      await expectEverySectionsContent(page);
      await waitUntilIdle(page);
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
      await expectEverySectionsContent(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`works when used straight away: a tab, a service card and both forms (${viewport.name})`, async () => {
      const { page, errors } = await openLanding(viewport);
      const projects = section(page, 'projects');
      await projects.getByRole('tab', { name: 'Exchanges', exact: true }).click();
      await expect
        .poll(() => projects.getByRole('tab', { name: 'Exchanges', exact: true }).getAttribute('aria-selected'))
        .toBe('true');
      const exchanges = featuredProjects.filter((project) => project.category === 'Exchanges');
      await expect.poll(() => projects.getByRole('tabpanel').getByRole('link').count()).toBe(exchanges.length);

      const service = section(page, 'services').getByRole('button', { name: /^Liquidity Solutions/ });
      await service.click();
      await expect.poll(() => service.getAttribute('aria-expanded')).toBe('true');
      await section(page, 'services').getByText('Futures and perpetuals market making').waitFor({ state: 'visible' });

      const contact = section(page, 'contact').getByRole('form', { name: 'Send us a message' });
      await contact.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
      await contact.getByRole('textbox', { name: 'Email', exact: true }).fill(`ada.${viewport.name}@example.com`);
      await contact.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Engines');
      await contact.getByRole('textbox', { name: 'Message', exact: true }).fill('We would like to grow.');
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Message Sent!').waitFor();

      const newsletter = section(page, 'contact').getByRole('form', { name: 'Subscribe to our newsletter' });
      await newsletter.getByRole('textbox', { name: 'Email', exact: true }).fill(`reader.${viewport.name}@example.com`);
      await newsletter.getByRole('textbox', { name: 'Email', exact: true }).press('Enter');
      await page.getByText('Subscribed!').waitFor();
      expect(new URL(page.url()).search).toBe('');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("handles a tab clicked before its section's code has arrived once it has, and a link natively", async () => {
    await browser.context.clearCookies();
    const page = await browser.newPage({ width: 1280, height: 700 });
    const releaseSections = await holdRequests(page, '**/assets/LandingDetails-*.js');
    await page.goto(server.baseUrl);
    await waitForAppStarted(page);
    const projects = section(page, 'projects');
    const wallets = projects.getByRole('tab', { name: 'Wallets', exact: true });
    await wallets.click();
    expect(await wallets.getAttribute('aria-selected')).toBe('false');
    releaseSections();
    await expect.poll(() => wallets.getAttribute('aria-selected')).toBe('true');
    const walletProjects = featuredProjects.filter((project) => project.category === 'Wallets');
    await expect.poll(() => projects.getByRole('tabpanel').getByRole('link').count()).toBe(walletProjects.length);
    await page.close();

    const held = await browser.newPage({ width: 1280, height: 700 });
    await holdRequests(held, '**/assets/LandingDetails-*.js');
    await held.goto(server.baseUrl);
    await waitForAppStarted(held);
    const [first] = featuredProjects;
    await section(held, 'projects')
      .getByRole('link', { name: new RegExp(first.name) })
      .first()
      .click();
    await held.waitForURL(`${server.baseUrl}/project/${first.id}`);
    await held.getByRole('heading', { level: 1, name: first.name }).waitFor();
    await held.close();
  });

  it('keeps what was filled in before its section hydrated (as a browser fills in a form), and sends it', async () => {
    const { page } = await openLanding({ width: 1280, height: 700 });
    // The contact section is far below the first screen: nothing has hydrated it yet.
    const hydrated = await page.evaluate(() =>
      Object.keys(document.getElementById('contact-name')!).some((key) => key.startsWith('__reactFiber')),
    );
    expect(hydrated).toBe(false);
    // Filled in the way a browser's autofill does: the text changes, then one input event each.
    await page.evaluate(() => {
      const filled: Record<string, string> = {
        'contact-name': 'Grace Hopper',
        'contact-email': 'grace@example.com',
        'contact-company': 'Compilers Inc',
        'contact-message': 'Tell us more.',
      };
      for (const [id, text] of Object.entries(filled)) {
        const field = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement;
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, text);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    const contact = section(page, 'contact').getByRole('form', { name: 'Send us a message' });
    expect(await contact.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Grace Hopper');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor();
    const [stored] = await server.query<{ name: string; company: string }>(
      "SELECT name, company FROM contact_messages WHERE email = 'grace@example.com'",
    );
    expect(stored).toEqual({ name: 'Grace Hopper', company: 'Compilers Inc' });
    await page.close();
  });

  it('hydrates the sections and the footer in place: the server markup of each is adopted, not replaced, and Emotion adds no styles for them', async () => {
    await browser.context.clearCookies();
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const inserted: string[] = [];
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        inserted.push(rule);
        return insertRule.call(this, rule, index);
      };
      const marked: Element[] = [];
      Object.assign(window, { insertedRules: inserted, serverMarkup: marked });
      document.addEventListener('DOMContentLoaded', () => {
        for (const gated of document.querySelectorAll('[data-hydration-gate]')) {
          const content = gated.querySelector('h2 ~ *:not(p)') ?? gated.lastElementChild;
          if (content) marked.push(content);
        }
      });
    });
    await page.goto(server.baseUrl);
    await waitUntilIdle(page);
    // Every section, and the footer, hydrates once used: a click on each in turn.
    for (const id of ['about', 'services', 'projects', 'categories', 'partner', 'articles', 'contact']) {
      await section(page, id).getByRole('heading', { level: 2 }).click();
    }
    await page.getByRole('contentinfo').getByRole('heading', { name: 'Company' }).click();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-hydration-gate] h3, [data-hydration-gate] input, footer h2')).every(
        (node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')),
      ),
    );
    const result = await page.evaluate(() => {
      const { insertedRules, serverMarkup } = window as unknown as { insertedRules: string[]; serverMarkup: Element[] };
      // Scrolling to each section restyles the navbar (scrolled), which the sections have nothing to do with.
      const insertedForSections = insertedRules.filter((rule) => {
        const className = /^\.([\w-]+)/.exec(rule)?.[1];
        return className !== undefined && document.querySelector(`[data-hydration-gate] .${className}`) !== null;
      });
      return {
        insertedForSections,
        sections: serverMarkup.length,
        kept: serverMarkup.every((node) => node.isConnected),
      };
    });
    expect(result).toEqual({ insertedForSections: [], sections: 8, kept: true });
    await page.close();
  });
});
