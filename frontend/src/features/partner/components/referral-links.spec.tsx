import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Campaign, Referral } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { partnerProfile } from '../../../test-support/fixtures';
import { findToast, page, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { ReferralsTab } from './ReferralsTab';

const profile = partnerProfile();

const campaign = (overrides: Partial<Campaign>): Campaign => ({
  id: 4,
  name: 'Spring push',
  description: '',
  budget: 0,
  status: 'active',
  startDate: null,
  endDate: null,
  targetMetrics: '',
  createdAt: '2026-01-02T10:00:00.000Z',
  stats: { clicks: 0, conversions: 0, conversionRate: 0 },
  ...overrides,
});

const campaigns = [campaign({}), campaign({ id: 5, name: 'Winter push', status: 'completed' })];

const referral = (overrides: Partial<Referral> = {}): Referral => ({
  id: 7,
  referralCode: 'LOVELACE-X1',
  clicks: 120,
  conversions: 4,
  campaignId: null,
  createdAt: '2026-01-03T10:00:00.000Z',
  ...overrides,
});

const renderTab = (api: FetchStub) => ({
  api: api.on('GET', '/api/campaigns', data(campaigns)),
  ...renderWithProviders(<ReferralsTab profile={profile} />, { user: sessionUser('partner') }),
});

const row = async (code: string) => {
  const table = await screen.findByRole('table', { name: 'Referral links' });
  return within(table).getByText(code).closest('tr') as HTMLElement;
};

describe('Referral links', () => {
  it('lists each link with its clicks, conversions and shareable address', async () => {
    renderTab(
      stubFetch().on('GET', '/api/referrals', data([referral(), referral({ id: 8, referralCode: 'LOVELACE' })])),
    );
    const first = await row('LOVELACE-X1');
    expect(first).toHaveTextContent('120');
    expect(first).toHaveTextContent('4');
    expect(first).toHaveTextContent(`${window.location.origin}/r/LOVELACE-X1`);
    expect(within(await row('LOVELACE')).getByText('Profile code')).toBeVisible();
  });

  it('copies a link and says so', async () => {
    const { user } = renderTab(stubFetch().on('GET', '/api/referrals', data([referral()])));
    await user.click(within(await row('LOVELACE-X1')).getByRole('button', { name: 'Copy link for LOVELACE-X1' }));
    expect(await findToast(`${window.location.origin}/r/LOVELACE-X1`)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/r/LOVELACE-X1`);
  });

  it('asks to copy by hand, under the link, when the browser refuses', async () => {
    const { user } = renderTab(stubFetch().on('GET', '/api/referrals', data([referral()])));
    const refused = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
    onTestFinished(() => refused.mockRestore());
    const first = await row('LOVELACE-X1');
    await user.click(within(first).getByRole('button', { name: 'Copy link for LOVELACE-X1' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent(
      'Could not copy the link. Select it and copy it by hand.',
    );
  });

  it('opens the deep-link builder for a link', async () => {
    const { user } = renderTab(stubFetch().on('GET', '/api/referrals', data([referral()])));
    await user.click(
      within(await row('LOVELACE-X1')).getByRole('button', { name: 'Build a deep link for LOVELACE-X1' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Deep link for LOVELACE-X1' })).toBeVisible();
  });

  it('moves a link into a campaign, offering no completed one', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', '/api/referrals', data([referral()]))
      .on('PATCH', '/api/referrals/7', () => held.answer);
    const { user } = renderTab(api);
    const select = within(await row('LOVELACE-X1')).getByRole('combobox', { name: 'Campaign' });
    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No campaign', 'Spring push']);
    await user.click(within(listbox).getByRole('option', { name: 'Spring push' }));

    expect(select).toHaveAttribute('aria-disabled', 'true');
    held.release(data(referral({ campaignId: 4 })));
    expect(await findToast('LOVELACE-X1 moved to Spring push')).toBeVisible();
    expect(api.sent('PATCH', '/api/referrals/7')[0]?.body).toEqual({ campaignId: 4 });
  });

  it('takes a link out of its campaign', async () => {
    const api = stubFetch()
      .on('GET', '/api/referrals', data([referral({ campaignId: 4 })]))
      .on('PATCH', '/api/referrals/7', data(referral()));
    const { user } = renderTab(api);
    await user.click(within(await row('LOVELACE-X1')).getByRole('combobox', { name: 'Campaign' }));
    await user.click(await screen.findByRole('option', { name: 'No campaign' }));

    expect(await findToast('LOVELACE-X1 is in no campaign now')).toBeVisible();
    expect(api.sent('PATCH', '/api/referrals/7')[0]?.body).toEqual({ campaignId: null });
  });

  it("says 'Error' with the server's reason when the move is refused", async () => {
    const { user } = renderTab(
      stubFetch()
        .on('GET', '/api/referrals', data([referral()]))
        .on('PATCH', '/api/referrals/7', refusal(409, 'The campaign has ended')),
    );
    await user.click(within(await row('LOVELACE-X1')).getByRole('combobox', { name: 'Campaign' }));
    await user.click(await screen.findByRole('option', { name: 'Spring push' }));

    expect(await findToast('The campaign has ended')).toBeVisible();
    expect(within(await row('LOVELACE-X1')).getByRole('combobox', { name: 'Campaign' })).toHaveTextContent(
      'No campaign',
    );
  });

  it('generates a new link inside the chosen campaign', async () => {
    const api = stubFetch()
      .on('GET', '/api/referrals', data([]))
      .on('POST', '/api/referrals', data(referral({ campaignId: 4 }), 201));
    const { user } = renderTab(api);
    await user.click(await page().findByRole('combobox', { name: 'Campaign (optional)' }));
    await user.click(await screen.findByRole('option', { name: 'Spring push' }));
    await user.click(screen.getByRole('button', { name: 'Generate New Referral Link' }));

    expect(await findToast('Referral created!')).toBeVisible();
    expect(api.sent('POST', '/api/referrals')[0]?.body).toMatchObject({ campaignId: 4, clicks: 0, conversions: 0 });
  });
});
