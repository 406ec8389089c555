import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { partnerDashboardPages } from './support/partner-dashboard';
import { expectNoHorizontalOverflow, field, freshPage, openTab, signUp, snap } from './support/ui';

// Local receivers are allowed only because this test turns the flag on (never in production).
const { server, browser } = useAppAndBrowser({
  env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_BASE_SECONDS: '0' },
});
const { openDashboard } = partnerDashboardPages(server);

const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  // Unset when an earlier start-up hook failed; throwing here would skip stopping the app server.
  if (receiver) await new Promise((resolve) => receiver.close(resolve));
});

function signatureOf(secret: string, request: { headers: IncomingHttpHeaders; body: string }): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${String(request.headers['webhook-id'])}.${String(request.headers['webhook-timestamp'])}.${request.body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

describe('partner webhooks', () => {
  it('sets an endpoint, sends a test event and sees it delivered in the log', { timeout: 120_000 }, async () => {
    const page = await freshPage(browser);
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await signUp(page, server.baseUrl, 'hook_partner');
    const profile = await page.request.post(`${server.baseUrl}/api/partner/profile`, {
      data: { companyName: 'Hook Labs', referralCode: 'HOOK2026' },
    });
    expect(profile.status()).toBe(201);
    await server.query(
      `UPDATE partner_profiles SET status = 'approved', decided_at = now() WHERE referral_code = 'HOOK2026'`,
    );
    await server.query(`UPDATE users SET role = 'partner' WHERE username = 'hook_partner'`);

    await openDashboard(page);
    const integrations = await openTab(page, 'Integrations');
    await integrations.getByText('No deliveries yet. Send a test event to see one here.').waitFor();
    const url = field(integrations, 'Endpoint URL');
    await url.fill('not a url');
    await integrations.getByRole('button', { name: 'Save endpoint' }).click();
    await integrations.getByText('Enter a full URL such as https://example.com/webhooks').waitFor();

    const endpointUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/chainboost`;
    await url.fill(endpointUrl);
    await url.press('Enter');
    await page.getByText('Endpoint saved').waitFor();
    const secret = integrations.getByTestId('webhook-secret');
    expect(await secret.innerText()).toMatch(/^whsec_•+$/);
    await integrations.getByRole('button', { name: 'Reveal secret' }).click();
    const revealed = (await secret.innerText()).trim();
    expect(revealed).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await integrations.getByRole('button', { name: 'Copy secret' }).click();
    await page.getByText('Secret copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(revealed);

    const sendTest = integrations.getByRole('button', { name: 'Send test event' });
    await sendTest.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Test event sent').waitFor();
    const row = integrations.getByRole('listitem', { name: 'Test event, Delivered' });
    await row.waitFor({ timeout: 20_000 });
    await row.getByText('HTTP 200 · 1 attempt').waitFor();
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0].body).type).toBe('referral.test');
    expect(received[0].headers['webhook-signature']).toBe(signatureOf(revealed, received[0]));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'partner-webhooks');

    await integrations.getByRole('button', { name: 'Rotate secret' }).click();
    const confirm = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await confirm.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByText('Secret rotated').waitFor();
    await expect.poll(async () => (await secret.innerText()).trim()).not.toBe(revealed);

    await page.setViewportSize({ width: 390, height: 844 });
    await row.waitFor();
    await expectNoHorizontalOverflow(page);
    await snap(page, 'partner-webhooks-phone');

    await integrations.getByRole('button', { name: 'Remove endpoint' }).click();
    await page
      .getByRole('dialog', { name: 'Remove the webhook endpoint?' })
      .getByRole('button', { name: 'Remove endpoint' })
      .click();
    await page.getByText('Endpoint removed').waitFor();
    await integrations.getByRole('button', { name: 'Save endpoint' }).waitFor();
    expect(await field(integrations, 'Endpoint URL').inputValue()).toBe('');
    await row.waitFor();
  });
});
