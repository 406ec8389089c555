import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useAppAndBrowser } from './support/app-and-browser';
import { choose, expectNoHorizontalOverflow, field, freshPage, signUp, snap } from './support/ui';

const SUCCESS_TEXT = "Project submitted for review! We'll notify you once it's processed.";
const CATEGORIES = ['Exchanges', 'DeFi', 'NFT', 'Gaming', 'Infrastructure', 'Other'];

const { server, browser } = useAppAndBrowser();

async function openSubmitProject(page: Page): Promise<Locator> {
  await page.goto(`${server.baseUrl}/submit-project`);
  const form = page.getByRole('form', { name: 'Submit project' });
  await form.waitFor();
  return form;
}

const category = (scope: Page | Locator) => scope.getByRole('combobox', { name: /^Category/ });

function recordSubmissionPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/project-submissions'))
      posts.push(request.postData() ?? '');
  });
  return posts;
}

describe('submit project', () => {
  it('asks a signed-out visitor to log in', async () => {
    const page = await freshPage(browser);
    const submissionReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/project-submissions')) submissionReads.push(request.url());
    });
    await page.goto(`${server.baseUrl}/submit-project`);
    await page.getByText('Authentication Required').waitFor();
    await page.getByText('Please log in to submit your project').waitFor();
    expect(await page.title()).toMatch(/^Submit Project/);
    expect(await page.getByRole('form', { name: 'Submit project' }).count()).toBe(0);
    expect(submissionReads).toEqual([]);
    await snap(page, 'submit-project-signed-out');
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL(`${server.baseUrl}/login`);
    await page.close();
  });

  it('submits a featured NFT project, clears the form and lists it as pending', async () => {
    const page = await freshPage(browser);
    await signUp(page, server.baseUrl, 'nft_founder');
    const form = await openSubmitProject(page);
    expect(await page.title()).toMatch(/^Submit Project/);

    const tiers = page.getByRole('region', { name: 'Listing tiers' });
    for (const tier of ['Free', 'Featured', 'Verified']) {
      await tiers.getByRole('heading', { name: tier, exact: true }).waitFor();
    }
    expect(await tiers.getByText('Contact our team for pricing').count()).toBe(2);
    expect(await page.locator('main').innerText()).not.toMatch(/\$\s?\d/);
    await page.getByText('You have not submitted any projects yet.', { exact: false }).waitFor();
    expect(await form.getByRole('radio', { name: 'Free' }).isChecked()).toBe(true);
    await snap(page, 'submit-project-empty');

    const posts = recordSubmissionPosts(page);
    await field(form, 'Project Name').fill('Nebula Gallery');
    await choose(page, form, /^Category/, 'NFT');
    await field(form, 'Description').fill('A curated NFT gallery for generative artists.');
    await field(form, 'Website').fill('https://nebula-gallery.example');
    await field(form, 'Logo URL').fill('https://nebula-gallery.example/logo.png');
    await field(form, 'Twitter').fill('@nebulagallery');
    await field(form, 'Telegram').fill('t.me/nebulagallery');
    await form.getByRole('radio', { name: 'Featured' }).check();
    await tiers.getByText('Selected', { exact: true }).waitFor();
    expect(await tiers.getByRole('article', { name: 'Featured' }).getByText('Selected').count()).toBe(1);
    await form.getByRole('button', { name: 'Submit Project' }).click();

    await page.getByText(SUCCESS_TEXT).waitFor();
    await page.getByText('Success', { exact: true }).waitFor();
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0])).toEqual({
      projectName: 'Nebula Gallery',
      category: 'NFT',
      description: 'A curated NFT gallery for generative artists.',
      website: 'https://nebula-gallery.example',
      logo: 'https://nebula-gallery.example/logo.png',
      twitter: '@nebulagallery',
      telegram: 't.me/nebulagallery',
      listingType: 'featured',
      paymentStatus: 'pending',
      verificationStatus: 'pending',
    });

    const submission = page.getByRole('article', { name: 'Nebula Gallery' });
    await submission.waitFor();
    await submission.getByText('Pending', { exact: true }).waitFor();
    await submission.getByText('Featured listing', { exact: true }).waitFor();
    await submission.getByText('Payment pending', { exact: true }).waitFor();
    await submission.getByText('A curated NFT gallery for generative artists.').waitFor();
    expect(await submission.getByText(/^NFT/).count()).toBe(1);

    expect(await field(form, 'Project Name').inputValue()).toBe('');
    expect(await field(form, 'Description').inputValue()).toBe('');
    expect(await field(form, 'Website').inputValue()).toBe('');
    expect(await category(form).innerText()).not.toContain('NFT');
    expect(await form.getByRole('radio', { name: 'Free' }).isChecked()).toBe(true);

    const [stored] = await server.query<{ listing_type: string; payment_status: string; verification_status: string }>(
      `SELECT listing_type, payment_status, verification_status FROM project_submissions WHERE project_name = 'Nebula Gallery'`,
    );
    expect(stored).toEqual({ listing_type: 'featured', payment_status: 'pending', verification_status: 'pending' });
    await snap(page, 'submit-project-submitted');

    await page.reload();
    await page.getByRole('article', { name: 'Nebula Gallery' }).waitFor();
    await page.close();
  });

  it('names missing and malformed fields, sends nothing, and offers exactly the six categories', async () => {
    const page = await freshPage(browser);
    await signUp(page, server.baseUrl, 'careful_founder');
    const form = await openSubmitProject(page);
    const posts = recordSubmissionPosts(page);

    await form.getByRole('button', { name: 'Submit Project' }).click();
    await form.getByText('Project name is required').waitFor();
    await form.getByText('Please choose a category').waitFor();
    await form.getByText('Description is required').waitFor();
    expect(await field(form, 'Project Name').evaluate((element) => element === document.activeElement)).toBe(true);

    await field(form, 'Project Name').fill('Orbit Bridge');
    await field(form, 'Description').fill('Bridges assets between rollups.');
    await field(form, 'Website').fill('orbit.example');
    await field(form, 'Logo URL').fill('ftp://orbit.example/logo.png');
    await form.getByRole('button', { name: 'Submit Project' }).click();
    await form.getByText('Website must be a valid URL starting with http:// or https://').waitFor();
    await form.getByText('Logo URL must be a valid URL starting with http:// or https://').waitFor();
    expect(await form.getByText('Project name is required').count()).toBe(0);
    await snap(page, 'submit-project-validation');
    expect(posts).toEqual([]);

    await category(form).click();
    const options = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(options.map((option) => option.trim())).toEqual(CATEGORIES);
    await page.keyboard.press('Escape');
    await page.close();
  });

  it("shows 'Submitting...' while pending and keeps everything typed when the server refuses", async () => {
    const page = await freshPage(browser, { width: 360, height: 780 });
    await signUp(page, server.baseUrl, 'unlucky_founder');
    const form = await openSubmitProject(page);
    await expectNoHorizontalOverflow(page);

    let releaseResponse: () => void = () => undefined;
    const responseReleased = new Promise<void>((resolveRelease) => (releaseResponse = resolveRelease));
    await page.route('**/api/project-submissions', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await responseReleased;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Database unavailable, please try again shortly' }),
      });
    });

    await field(form, 'Project Name').fill('Quasar DEX');
    await choose(page, form, /^Category/, 'DeFi');
    await field(form, 'Description').fill('Order-book DEX with MEV protection.');
    await field(form, 'Website').fill('https://quasar.example');
    await form.getByRole('radio', { name: 'Verified' }).check();
    await form.getByRole('button', { name: 'Submit Project' }).click();

    const busyButton = form.getByRole('button', { name: 'Submitting...' });
    await busyButton.waitFor();
    expect(await busyButton.isDisabled()).toBe(true);
    releaseResponse();

    await page.getByText('Database unavailable, please try again shortly').waitFor();
    await page.getByText('Error', { exact: true }).waitFor();
    expect(await field(form, 'Project Name').inputValue()).toBe('Quasar DEX');
    expect(await category(form).innerText()).toContain('DeFi');
    expect(await field(form, 'Description').inputValue()).toBe('Order-book DEX with MEV protection.');
    expect(await field(form, 'Website').inputValue()).toBe('https://quasar.example');
    expect(await form.getByRole('radio', { name: 'Verified' }).isChecked()).toBe(true);
    expect(await form.getByRole('button', { name: 'Submit Project' }).isEnabled()).toBe(true);
    await snap(page, 'submit-project-phone-error');

    await page.unroute('**/api/project-submissions');
    await page.route('**/api/project-submissions', (pending) =>
      pending.request().method() === 'POST' ? pending.abort('connectionrefused') : pending.fallback(),
    );
    await form.getByRole('button', { name: 'Submit Project' }).click();
    await page.getByText('Failed to submit project').waitFor();
    expect(await field(form, 'Project Name').inputValue()).toBe('Quasar DEX');

    await page.unroute('**/api/project-submissions');
    await form.getByRole('button', { name: 'Submit Project' }).click();
    await page.getByText(SUCCESS_TEXT).waitFor();
    const submission = page.getByRole('article', { name: 'Quasar DEX' });
    await submission.getByText('Verified listing', { exact: true }).waitFor();
    await expectNoHorizontalOverflow(page);
    await snap(page, 'submit-project-phone');
    await page.close();
  });
});
