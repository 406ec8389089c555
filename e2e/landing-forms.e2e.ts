import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './support/app-and-browser';
import { screenshot } from './support/browser';
import { landingPages, section } from './support/landing';
import { freshPage, signUp } from './support/ui';

const { server, browser } = useAppAndBrowser();
const { openLanding } = landingPages(server, browser);

/** Every JSON body POSTed to `path` from this page, as the browser actually sent it. */
function capturePostedBodies(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

const keysOf = (body: Record<string, unknown>) => Object.keys(body).sort();
const CONTACT_KEYS = ['company', 'email', 'message', 'name'];

describe('contact and newsletter', () => {
  it('checks the email format, keeps input on failure, then sends and stores the message', async () => {
    const page = await openLanding();
    const posted = capturePostedBodies(page, '/api/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill('ada-at-example');
    await form.getByLabel('Company').fill('Analytical Engines');
    await form.getByLabel('Message').fill('We need 10k verified users.');
    expect(await form.getByLabel('Message').getAttribute('rows')).toBe('5');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Enter a valid email address, like name@company.com').waitFor();

    await form.getByLabel('Email').fill('ada@example.com');
    await page.route('**/api/contact', (route) => route.abort('failed'), { times: 1 });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message. Please try again.').waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('Ada Lovelace');
    expect(await form.getByLabel('Message').inputValue()).toBe('We need 10k verified users.');

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: unknown[] = [];
    await page.route(
      '**/api/contact',
      async (route) => {
        sent.push(route.request().postDataJSON());
        await gate;
        await route.continue();
      },
      { times: 1 },
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    const busy = form.getByRole('button', { name: 'Sending...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.getByText('Message Sent!').waitFor();
    await page.getByText("We'll get back to you within 24 hours.").waitFor();
    expect(sent).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        message: 'We need 10k verified users.',
      },
    ]);
    // Both attempts (the failed one and the sent one) carried exactly the documented fields.
    expect(posted.map(keysOf)).toEqual([CONTACT_KEYS, CONTACT_KEYS]);
    for (const label of ['Name', 'Email', 'Company', 'Message']) {
      expect(await form.getByLabel(label).inputValue()).toBe('');
    }
    await screenshot(page, 'landing-contact-sent');
    const rows = await server.query('SELECT name, email, company, message FROM contact_messages WHERE email = $1', [
      'ada@example.com',
    ]);
    expect(rows).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        message: 'We need 10k verified users.',
      },
    ]);
    await page.close();
  });

  it('shows the server message when the contact request is refused', async () => {
    const page = await openLanding();
    const form = page.getByRole('form', { name: 'Send us a message' });
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, json: { success: false, message: 'Too many messages, try later' } }),
    );
    await form.getByLabel('Name').fill('Bob');
    await form.getByLabel('Email').fill('bob@example.com');
    await form.getByLabel('Company').fill('Bob Co');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Too many messages, try later').waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe('bob@example.com');
    await page.close();
  });

  it('subscribes to the newsletter, clears the field and stores the subscription', async () => {
    const page = await openLanding();
    const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
    await form.getByLabel('Email').fill('reader@');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Enter a valid email address, like name@company.com').waitFor();

    await form.getByLabel('Email').fill('reader@example.com');
    const posted = capturePostedBodies(page, '/api/newsletter');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Subscribed!').waitFor();
    expect(posted).toEqual([{ email: 'reader@example.com' }]);
    expect(posted.map(keysOf)).toEqual([['email']]);
    await page.getByText('You will receive our latest insights and updates.').waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe('');
    const rows = await server.query('SELECT email FROM newsletter_subscriptions WHERE email = $1', [
      'reader@example.com',
    ]);
    expect(rows).toHaveLength(1);
    await page.close();
  });

  it('sends the hidden trap field only when a bot fills it, and stores nothing then', async () => {
    const page = await openLanding();
    const contactBodies = capturePostedBodies(page, '/api/contact');
    const newsletterBodies = capturePostedBodies(page, '/api/newsletter');
    const contact = page.getByRole('form', { name: 'Send us a message' });
    await contact.getByLabel('Name').fill('Spam Bot');
    await contact.getByLabel('Email').fill('bot-contact@example.com');
    await contact.getByLabel('Company').fill('Bot Co');
    await contact.getByLabel('Message').fill('Buy now');
    // People never see or reach the field; a form-filling bot fills every input it finds.
    await page.locator('#contact-fax').fill('555-0100', { force: true });
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor();
    expect(contactBodies).toEqual([
      { name: 'Spam Bot', email: 'bot-contact@example.com', company: 'Bot Co', message: 'Buy now', fax: '555-0100' },
    ]);

    const newsletter = page.getByRole('form', { name: 'Subscribe to our newsletter' });
    await newsletter.getByLabel('Email').fill('bot-reader@example.com');
    await page.locator('#newsletter-fax').fill('555-0100', { force: true });
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Subscribed!').waitFor();
    expect(newsletterBodies).toEqual([{ email: 'bot-reader@example.com', fax: '555-0100' }]);

    expect(await server.query('SELECT 1 FROM contact_messages WHERE email = $1', ['bot-contact@example.com'])).toEqual(
      [],
    );
    expect(
      await server.query('SELECT 1 FROM newsletter_subscriptions WHERE email = $1', ['bot-reader@example.com']),
    ).toEqual([]);
    await page.close();
  });
});

describe('reaching Submit Project as a plain user', () => {
  it("offers 'List your project' on the landing page, linking to /submit-project", async () => {
    const page = await openLanding();
    const cta = section(page, 'projects').getByRole('link', { name: 'List your project' });
    expect(await cta.getAttribute('href')).toBe('/submit-project');
    await cta.click();
    await page.waitForURL(`${server.baseUrl}/submit-project`);
    // Signed out, the page asks for a login.
    await page.getByText('Authentication Required').waitFor();
    await page.close();
  });

  it('leads a freshly signed-up user from the account menu to the submission form', async () => {
    const page = await freshPage(browser, { width: 1280, height: 800 });
    await signUp(page, server.baseUrl, 'plain_submitter');
    const banner = page.getByRole('banner');
    // The navigation entry stays for partners and admins only.
    expect(await banner.getByRole('link', { name: 'Submit Project', exact: true }).count()).toBe(0);
    await banner.getByRole('button', { name: 'plain_submitter' }).click();
    const menu = page.getByRole('menu', { name: 'plain_submitter' });
    await menu.getByRole('menuitem', { name: 'Submit a project' }).click();
    await page.waitForURL(`${server.baseUrl}/submit-project`);
    await page.getByRole('form', { name: 'Submit project' }).waitFor();
    await screenshot(page, 'account-menu-submit-project');
    await page.close();
  });

  it('offers the same way in the mobile menu, under the account', async () => {
    const page = await freshPage(browser, { width: 390, height: 844 });
    await signUp(page, server.baseUrl, 'mobile_submitter');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('#mobile-menu');
    await drawer.getByText('Signed in as mobile_submitter').waitFor();
    expect(await drawer.getByRole('link', { name: 'Submit Project', exact: true }).count()).toBe(0);
    await drawer.getByRole('link', { name: 'Submit a project' }).click();
    await page.waitForURL(`${server.baseUrl}/submit-project`);
    await page.getByRole('form', { name: 'Submit project' }).waitFor();
    await page.close();
  });
});
