import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { partnerProfile } from '../../../test-support/fixtures';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { IntegrationsTab } from './IntegrationsTab';

const WEBHOOK = '/api/partner/webhook';
const DELIVERIES = '/api/partner/webhook/deliveries';

const profile = partnerProfile();

const endpoint: WebhookEndpoint = {
  url: 'https://hooks.lovelace.io/in',
  secret: 'whsec_abcdefghijklmnop',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 1,
  eventId: 'evt_1',
  eventType: 'referral.converted',
  status: 'succeeded',
  attempts: 1,
  lastResponseCode: 200,
  lastError: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  lastAttemptAt: '2026-01-02T10:00:01.000Z',
  deliveredAt: '2026-01-02T10:00:01.000Z',
  ...overrides,
});

const deliveryPage = (items: WebhookDelivery[], headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ success: true, data: items }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(items.length), ...headers },
  });

const renderTab = (api: FetchStub, shown = profile) => ({
  api,
  ...renderWithProviders(<IntegrationsTab profile={shown} />, { user: sessionUser('partner') }),
});

const urlField = () => screen.getByRole('textbox', { name: 'Endpoint URL' });

describe('IntegrationsTab: the endpoint', () => {
  it('waits for approval and reads nothing before it', () => {
    const api = stubFetch();
    renderTab(api, { ...profile, status: 'pending', approved: false });
    expect(screen.getByText('Conversion webhooks open once an admin has approved your partner profile.')).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('shows a load failure with a retry', async () => {
    const api = stubFetch().on('GET', WEBHOOK, refusal(500, 'Boom'));
    const { user } = renderTab(api);
    expect(await screen.findByText('We could not load your webhook endpoint.')).toBeVisible();
    api.on('GET', WEBHOOK, data(null)).on('GET', DELIVERIES, deliveryPage([]));
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    expect(await screen.findByRole('button', { name: 'Save endpoint' })).toBeVisible();
  });

  it('checks the URL before saving', async () => {
    const api = stubFetch().on('GET', WEBHOOK, data(null)).on('GET', DELIVERIES, deliveryPage([]));
    const { user } = renderTab(api);
    await user.click(await screen.findByRole('button', { name: 'Save endpoint' }));
    expect(urlField()).toHaveAccessibleDescription('Enter the URL your server receives events on');

    await fill(user, urlField(), 'ftp://hooks.lovelace.io/in');
    await user.click(screen.getByRole('button', { name: 'Save endpoint' }));
    expect(urlField()).toHaveAccessibleDescription('The endpoint must be an https:// URL');
    expect(api.sent('PUT', WEBHOOK)).toEqual([]);
  });

  it('saves the endpoint, then shows the hidden secret and the actions', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', WEBHOOK, data(null))
      .on('GET', DELIVERIES, deliveryPage([]))
      .on('PUT', WEBHOOK, () => held.answer);
    const { user } = renderTab(api);
    await fill(user, await screen.findByRole('textbox', { name: 'Endpoint URL' }), ' https://hooks.lovelace.io/in ');
    await user.click(screen.getByRole('button', { name: 'Save endpoint' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release(data(endpoint));
    expect(await findToast('Endpoint saved')).toBeVisible();
    expect(api.sent('PUT', WEBHOOK)[0]?.body).toEqual({ url: 'https://hooks.lovelace.io/in' });

    const secret = await screen.findByLabelText('Signing secret, hidden');
    expect(secret).not.toHaveTextContent(endpoint.secret);
    await user.click(screen.getByRole('button', { name: 'Reveal secret' }));
    expect(screen.getByLabelText('Signing secret')).toHaveTextContent(endpoint.secret);
    expect(screen.getByRole('button', { name: 'Update endpoint' })).toBeDisabled();
  });

  it("shows the server's refusal of the URL under the field", async () => {
    const { user } = renderTab(
      stubFetch()
        .on('GET', WEBHOOK, data(null))
        .on('GET', DELIVERIES, deliveryPage([]))
        .on('PUT', WEBHOOK, refusal(400, 'Private and local addresses are refused')),
    );
    await fill(user, await screen.findByRole('textbox', { name: 'Endpoint URL' }), 'https://10.0.0.1/in');
    await user.click(screen.getByRole('button', { name: 'Save endpoint' }));

    expect(await findToast('Endpoint not saved')).toBeVisible();
    expect(urlField()).toHaveAccessibleDescription('Private and local addresses are refused');
  });

  it('copies the secret', async () => {
    const { user } = renderTab(stubFetch().on('GET', WEBHOOK, data(endpoint)).on('GET', DELIVERIES, deliveryPage([])));
    await user.click(await screen.findByRole('button', { name: 'Copy secret' }));
    expect(await findToast('Secret copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(endpoint.secret);
  });

  it('rotates the secret after a confirmation', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', WEBHOOK, data(endpoint))
      .on('GET', DELIVERIES, deliveryPage([]))
      .on('POST', `${WEBHOOK}/rotate-secret`, () => held.answer);
    const { user } = renderTab(api);
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));

    expect(within(dialog).getByRole('button', { name: 'Rotating...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeDisabled();
    held.release(data({ ...endpoint, secret: 'whsec_zyxwvutsrqponmlk' }));
    expect(await findToast('Secret rotated')).toBeVisible();
    expect(api.sent('POST', `${WEBHOOK}/rotate-secret`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reveal secret' }));
    expect(screen.getByLabelText('Signing secret')).toHaveTextContent('whsec_zyxwvutsrqponmlk');
  });

  it('removes the endpoint after a confirmation', async () => {
    const api = stubFetch()
      .on('GET', WEBHOOK, data(endpoint))
      .on('GET', DELIVERIES, deliveryPage([]))
      .on('DELETE', WEBHOOK, new Response(null, { status: 204 }));
    const { user } = renderTab(api);
    await user.click(await screen.findByRole('button', { name: 'Remove endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the webhook endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove endpoint' }));

    expect(await findToast('Endpoint removed')).toBeVisible();
    expect(api.sent('DELETE', WEBHOOK)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Save endpoint' })).toBeVisible();
    expect(urlField()).toHaveValue('');
  });

  it("keeps the confirmation open and says 'Endpoint not removed' when refused", async () => {
    const { user } = renderTab(
      stubFetch()
        .on('GET', WEBHOOK, data(endpoint))
        .on('GET', DELIVERIES, deliveryPage([]))
        .on('DELETE', WEBHOOK, refusal(409, 'A delivery is under way')),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the webhook endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove endpoint' }));

    expect(await findToast('Endpoint not removed')).toBeVisible();
    expect(await findToast('A delivery is under way')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Remove endpoint' })).toBeEnabled();
  });
});

describe('IntegrationsTab: the delivery log', () => {
  it('says there are no deliveries yet, and a test event fills the log', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', WEBHOOK, data(endpoint))
      .on('GET', DELIVERIES, deliveryPage([]))
      .on('POST', `${WEBHOOK}/test`, () => held.answer);
    const { user } = renderTab(api);
    expect(await screen.findByText('No deliveries yet. Send a test event to see one here.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send test event' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rotate secret' })).toBeDisabled();
    api.on('GET', DELIVERIES, deliveryPage([delivery({ eventType: 'referral.test' })]));
    held.release(data(delivery({ eventType: 'referral.test' }), 201));

    expect(await findToast('Test event sent')).toBeVisible();
    const log = await screen.findByRole('list', { name: 'Webhook deliveries' });
    expect(within(log).getByRole('listitem', { name: 'Test event, Delivered' })).toHaveTextContent('HTTP 200');
  });

  it("says 'Test event not sent' when the test is refused", async () => {
    const { user } = renderTab(
      stubFetch()
        .on('GET', WEBHOOK, data(endpoint))
        .on('GET', DELIVERIES, deliveryPage([]))
        .on('POST', `${WEBHOOK}/test`, refusal(429, 'Too many test events')),
    );
    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    expect(await findToast('Test event not sent')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeEnabled();
  });

  it('shows a failed delivery with its error, and loads the next page on demand', async () => {
    const api = stubFetch()
      .on('GET', WEBHOOK, data(endpoint))
      .on('GET', DELIVERIES, (request) =>
        request.path.includes('cursor=c2')
          ? deliveryPage([delivery({ id: 2, eventId: 'evt_2' })], { 'X-Total-Count': '2' })
          : deliveryPage(
              [
                delivery({
                  status: 'failed',
                  attempts: 3,
                  lastResponseCode: 500,
                  deliveredAt: null,
                }),
              ],
              { 'X-Total-Count': '2', Link: `<${DELIVERIES}?limit=10&cursor=c2>; rel="next"` },
            ),
      );
    const { user } = renderTab(api);
    const log = await screen.findByRole('list', { name: 'Webhook deliveries' });
    expect(within(log).getByRole('listitem', { name: 'Conversion, Failed' })).toHaveTextContent('HTTP 500');
    expect(screen.getByText('Showing 1 of 2')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(log).findByRole('listitem', { name: 'Conversion, Delivered' })).toHaveTextContent('evt_2');
    expect(screen.getByText('Showing 2 of 2')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
