import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './support/app-and-browser';
import { screenshot } from './support/browser';
import { freshPage, submitLogIn, submitSignUp } from './support/ui';

const ADMIN = { username: 'chief', password: 'chief-password' };
const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});

const nav = (page: Page) => page.getByRole('banner');

describe('signup, signed-in navbar and logout', () => {
  it('signs a new user up, shows the username and Logout, then logs out', async () => {
    const page = await freshPage(browser);
    await submitSignUp(page, server.baseUrl, 'browser_user', 'secret123');
    await page.getByText('Account created!').waitFor();
    await page.waitForURL(`${server.baseUrl}/`);
    await nav(page).getByText('browser_user').waitFor();
    await nav(page).getByRole('button', { name: 'Logout' }).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await nav(page).getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    await screenshot(page, 'auth-signed-in-navbar');

    await nav(page).getByRole('button', { name: 'Logout' }).click();
    await page.getByText('You have been successfully logged out.').waitFor();
    await nav(page).getByRole('link', { name: 'Login' }).waitFor();
    expect(await nav(page).getByText('browser_user').count()).toBe(0);
    await page.close();
  });

  it('shows the spec messages for mismatched and short passwords, and sends nothing', async () => {
    const page = await freshPage(browser);
    const signupCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/signup')) signupCalls.push(request.url());
    });
    await submitSignUp(page, server.baseUrl, 'mismatch_user', 'secret123', 'secret124');
    await page.getByText('Passwords do not match').first().waitFor();

    await submitSignUp(page, server.baseUrl, 'short_user', '12345');
    await page.getByText('Password must be at least 6 characters').first().waitFor();
    expect(signupCalls).toEqual([]);
    await screenshot(page, 'auth-signup-validation');
    await page.close();
  });

  it('shows the server message when the username is taken', async () => {
    const page = await freshPage(browser);
    await submitSignUp(page, server.baseUrl, ADMIN.username, 'secret123');
    await page.getByText('Signup failed').waitFor();
    await page.getByText('Username is already taken').waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/signup`);
    await page.close();
  });
});

describe('login', () => {
  it('has the spec texts and reports wrong credentials', async () => {
    const page = await freshPage(browser);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Login to ChainBoost' }).waitFor();
    await page.getByText('Access your dashboard - Admin, Partner, or User').waitFor();
    await page.getByRole('link', { name: 'Sign up' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();

    await submitLogIn(page, server.baseUrl, 'nobody_here', 'wrong-password');
    await page.getByText('Login failed').waitFor();
    await page.getByText('Invalid username or password').waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe('nobody_here');
    await page.close();
  });

  it('sends the admin to /analytics with the admin navigation entries', async () => {
    const page = await freshPage(browser);
    await submitLogIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await page.getByText('Welcome back!').waitFor();
    await page.waitForURL(`${server.baseUrl}/analytics`);
    await page.getByRole('heading', { name: 'Analytics Dashboard' }).waitFor();
    for (const entry of [
      'Analytics',
      'Community',
      'Leaderboards',
      'Admin Dashboard',
      'Partner Dashboard',
      'Submit Project',
    ]) {
      await nav(page).getByRole('link', { name: entry, exact: true }).waitFor();
    }
    await screenshot(page, 'auth-admin-analytics');
    await page.close();
  });

  it('sends a partner to /partner-dashboard and a user to /', async () => {
    await server.query(
      `INSERT INTO users (username, password_hash, role)
       SELECT 'partner_one', password_hash, 'partner' FROM users WHERE username = $1`,
      [ADMIN.username],
    );
    const partnerPage = await freshPage(browser);
    await submitLogIn(partnerPage, server.baseUrl, 'partner_one', ADMIN.password);
    await partnerPage.waitForURL(`${server.baseUrl}/partner-dashboard`);
    await nav(partnerPage).getByRole('link', { name: 'Partner Dashboard', exact: true }).waitFor();
    expect(await nav(partnerPage).getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    await partnerPage.close();

    const signupPage = await freshPage(browser);
    await submitSignUp(signupPage, server.baseUrl, 'plain_user', 'secret123');
    await signupPage.waitForURL(`${server.baseUrl}/`);
    await nav(signupPage).getByRole('button', { name: 'Logout' }).click();
    await nav(signupPage).getByRole('link', { name: 'Login' }).waitFor();
    await submitLogIn(signupPage, server.baseUrl, 'plain_user', 'secret123');
    await signupPage.getByText('Welcome back!').waitFor();
    await signupPage.waitForURL(`${server.baseUrl}/`);
    expect(await nav(signupPage).getByRole('link', { name: 'Partner Dashboard' }).count()).toBe(0);
    await signupPage.close();
  });
});

describe('not-found page', () => {
  it('shows the 404 texts for an unknown path', async () => {
    const page = await freshPage(browser);
    await page.goto(`${server.baseUrl}/no/such/page`);
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await screenshot(page, 'not-found');
    await page.close();
  });
});

describe('mobile navigation', () => {
  it('opens a menu with Navigation and Pages sections at 390 px', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/articles`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByText('Navigation', { exact: true }).waitFor();
    await page.getByText('Pages', { exact: true }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(page, 'mobile-menu');
    await page.close();
  });
});
