import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession, signedUpSession } from './support/api-session';
import { useAppAndBrowser } from './support/app-and-browser';

const ADMIN = { username: 'chief', password: 'chief-password' };
const PAYLOAD =
  `<script data-xss>window.__xss=1</script><img data-xss src=x onerror="window.__xss=1">` +
  `<svg data-xss onload="window.__xss=1"></svg><iframe data-xss srcdoc="<script>parent.__xss=1</script>"></iframe>` +
  `<a data-xss href="javascript:window.__xss=1">go</a>`;
const SHORT = `<img data-xss src=x onerror="window.__xss=1"><svg data-xss onload="window.__xss=1">`;

const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});

/** Fills every text field a person can submit with script payloads, through the real API. */
async function plantPayloads(baseUrl: string) {
  const partner = await signedUpSession(baseUrl, 'xss_partner');
  await partner.send('POST', '/api/partner/profile', {
    companyName: `Evil ${SHORT}`.slice(0, 120),
    description: PAYLOAD,
    website: 'https://evil.example',
    referralCode: 'XSS-CODE',
  });
  await partner.send('POST', '/api/campaigns', {
    name: `C ${SHORT}`.slice(0, 120),
    description: PAYLOAD,
    targetMetrics: PAYLOAD.slice(0, 500),
  });
  const article = await partner.send<{ id: number }>('POST', '/api/article-submissions', {
    title: `A ${SHORT}`,
    category: `Cat${SHORT}`.slice(0, 50),
    excerpt: PAYLOAD,
    content: `<h2>Heading</h2><p>Body</p>${PAYLOAD}`,
  });
  const project = await partner.send<{ id: number }>('POST', '/api/project-submissions', {
    projectName: `P ${SHORT}`.slice(0, 100),
    category: 'Gaming',
    description: PAYLOAD,
    twitter: SHORT.slice(0, 100),
    telegram: SHORT.slice(0, 100),
  });
  const visitor = new ApiSession(baseUrl);
  await visitor.expect(
    'POST',
    '/api/contact',
    { name: `N ${SHORT}`.slice(0, 100), email: 'x@example.com', company: SHORT, message: PAYLOAD },
    201,
  );

  const admin = new ApiSession(baseUrl);
  await admin.expect('POST', '/api/auth/login', ADMIN, 200);
  const decision = await admin.send<{ projectId: number }>('PATCH', `/api/project-submissions/${project.id}/status`, {
    verificationStatus: 'approved',
    adminNotes: PAYLOAD,
  });
  await admin.send('PATCH', `/api/admin/articles/${article.id}/publish`, { published: true, adminNotes: PAYLOAD });
  await admin.send('POST', '/api/admin/insights', {
    projectId: decision.projectId,
    totalUsers: 10_000_000,
    kycUsers: 5_000_000,
    tradingVolume: 99_000_000_000,
    growthScore: 99,
  });
  return { partner, admin, articleId: article.id };
}

async function visit(page: Page, url: string, settle: () => Promise<unknown>) {
  await page.goto(url);
  await settle();
  const injected = await page.evaluate(() => ({
    ran: (window as unknown as { __xss?: number }).__xss,
    elements: document.querySelectorAll('[data-xss]').length,
    violations: (window as unknown as { __violations?: string[] }).__violations ?? [],
  }));
  expect(injected, url).toEqual({ ran: undefined, elements: 0, violations: [] });
}

describe('stored cross-site scripting', () => {
  it('renders every submitted text as text on every page that shows it', async () => {
    const { partner, admin, articleId } = await plantPayloads(server.baseUrl);
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = violations;
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
    });
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });

    const [host] = server.baseUrl.replace('http://', '').split(':');
    const asCookie = (session: ApiSession) => [{ name: 'sid', value: session.cookie('sid')!, domain: host, path: '/' }];

    await browser.context.addCookies(asCookie(partner));
    for (const hash of ['', '#referrals', '#campaigns', '#article-submissions']) {
      await visit(page, `${server.baseUrl}/partner-dashboard${hash}`, () => page.getByText('Evil').first().waitFor());
    }
    await visit(page, `${server.baseUrl}/submit-project`, () => page.getByText('Your Submissions').first().waitFor());

    await browser.context.clearCookies();
    await browser.context.addCookies(asCookie(admin));
    for (const tab of ['Partners', 'Projects', 'Articles', 'Submissions', 'Audit Log', 'Inbox']) {
      await page.goto(`${server.baseUrl}/admin`);
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await visit(page, page.url(), () => page.getByRole('tabpanel', { name: tab }).waitFor());
    }

    await browser.context.clearCookies();
    await visit(page, `${server.baseUrl}/articles`, () =>
      page.getByText('Heading').or(page.getByText('A <img')).first().waitFor(),
    );
    await visit(page, `${server.baseUrl}/articles/partner-${articleId}`, () =>
      page.getByRole('heading', { name: 'Heading' }).waitFor(),
    );
    await visit(page, `${server.baseUrl}/projects/gamefi`, () => page.getByText('P <img').first().waitFor());
    await visit(page, `${server.baseUrl}/leaderboards`, () => page.getByText('P <img').first().waitFor());
    await visit(page, `${server.baseUrl}/community`, () => page.getByText('Total Users').first().waitFor());
  }, 120_000);
});
