import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession, signedUpSession } from './support/api-session';
import { useAppAndBrowser } from './support/app-and-browser';
import { choose, expectNoHorizontalOverflow, freshPage, logIn, snap } from './support/ui';

const ADMIN = { username: 'queue_lead', password: 'queue-lead-password' };
const SECOND = { username: 'queue_second', password: 'queue-second-password' };
const FRESH = 'Orbit Claimed Swap';
const OLD = 'Orbit Waiting Vault';

const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});
const ids = new Map<string, number>();

beforeAll(async () => {
  const owner = await signedUpSession(server.baseUrl, 'orbit_owner');
  for (const projectName of [FRESH, OLD]) {
    const { id } = await owner.send<{ id: number }>('POST', '/api/project-submissions', {
      projectName,
      category: 'DeFi',
      description: 'Routes liquidity across chains.',
      website: 'https://orbit.example',
      logo: '',
      twitter: '',
      telegram: '',
      listingType: 'free',
      paymentStatus: 'completed',
      verificationStatus: 'pending',
    });
    ids.set(projectName, id);
  }
  // Free listings have a 72 h target; this one has waited four days.
  await server.query(`UPDATE project_submissions SET created_at = now() - interval '4 days' WHERE id = $1`, [
    ids.get(OLD),
  ]);
  await signedUpSession(server.baseUrl, SECOND.username, SECOND.password);
  await server.query(`UPDATE users SET role = 'admin' WHERE username = $1`, [SECOND.username]);
}, 120_000);

const pendingSubmissions = async (page: Page) => {
  await page.goto(`${server.baseUrl}/admin#submissions`);
  const panel = page.getByRole('tabpanel', { name: 'Submissions' });
  await panel.getByRole('searchbox', { name: /Search project/ }).fill('orbit');
  await page.waitForURL(/submissions\.q=orbit/);
  await choose(page, panel, /Status/, 'Pending');
  await panel.getByText('1–2 of 2').waitFor();
  return panel;
};

const itemOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('article', { name }) });

describe('claims and review targets in the admin queue', () => {
  it(
    'an admin claims a submission; a second admin sees who holds it and cannot decide it; the late one is overdue',
    { timeout: 180_000 },
    async () => {
      const lead = await freshPage(browser, { width: 1280, height: 900 });
      await logIn(lead, server.baseUrl, ADMIN.username, ADMIN.password);
      const leadPanel = await pendingSubmissions(lead);
      await leadPanel.getByText('1 overdue in this queue').waitFor();
      const old = itemOf(lead, OLD);
      await old.getByText('Overdue', { exact: true }).waitFor();
      expect(await old.getByText(/^4 d( \d+ h)? · target 72 h$/).count()).toBe(1);

      const fresh = itemOf(lead, FRESH);
      await fresh.getByText(/^\d+ min · target 72 h$/).waitFor();
      await fresh.getByRole('button', { name: `Claim ${FRESH}` }).click();
      await lead.getByText(`You claimed ${FRESH}`).waitFor();
      await fresh.getByText('Claimed by you').waitFor();
      await fresh.getByRole('button', { name: `Release ${FRESH}` }).waitFor();
      await snap(lead, 'admin-queue-claimed-by-you');
      await lead.close();

      const second = await freshPage(browser, { width: 390, height: 844 });
      await logIn(second, server.baseUrl, SECOND.username, SECOND.password);
      await pendingSubmissions(second);
      const claimed = itemOf(second, FRESH);
      await claimed.getByText(`Claimed by ${ADMIN.username}`).waitFor();
      expect(await claimed.getByRole('button', { name: `Claim ${FRESH}` }).count()).toBe(0);
      await claimed.getByRole('button', { name: 'Approve' }).click();
      const dialog = second.getByRole('dialog', { name: 'Approve submission?' });
      await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
      await second
        .getByText(new RegExp(`Claimed by ${ADMIN.username} since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC`))
        .first()
        .waitFor();
      await snap(second, 'admin-queue-claimed-by-other');
      await expectNoHorizontalOverflow(second);

      const admin = new ApiSession(server.baseUrl);
      await admin.expect('POST', '/api/auth/login', ADMIN, 200);
      const submission = await admin.send<{ id: number; verificationStatus: string }[]>(
        'GET',
        '/api/project-submissions/all?q=orbit&status=pending',
      );
      expect(submission.map((item) => item.id).sort()).toEqual([...ids.values()].sort());
      await second.close();
    },
  );
});
