import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { partnerProfile } from '../../../test-support/fixtures';
import { renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { PartnerDashboardPage } from './PartnerDashboardPage';

const PROFILE = '/api/partner/profile';

const profile = partnerProfile();

const none = { bot: 0, duplicate: 0, own: 0, admin: 0, rateLimit: 0, notNavigation: 0, inactive: 0 };

/** The reads of every tab, each mounted with the dashboard. */
function stubTabs(api: FetchStub) {
  return api
    .on(
      'GET',
      '/api/referrals',
      data([
        {
          id: 1,
          referralCode: 'LOVELACE',
          clicks: 100,
          conversions: 3,
          campaignId: null,
          createdAt: '2026-01-03T00:00:00.000Z',
        },
        {
          id: 2,
          referralCode: 'LOVELACE-X1',
          clicks: 1150,
          conversions: 2,
          campaignId: null,
          createdAt: '2026-01-04T00:00:00.000Z',
        },
      ]),
    )
    .on(
      'GET',
      '/api/referrals/stats',
      data({
        from: '2026-01-01',
        to: '2026-01-30',
        interval: 'day',
        series: [],
        totals: {
          clicks: 0,
          rawClicks: 0,
          excluded: none,
          conversions: 0,
          flaggedConversions: 0,
          conversionRate: null,
        },
        topReferrerHosts: [],
        topLandingPaths: [],
      }),
    )
    .on('GET', '/api/campaigns', data([]))
    .on('GET', '/api/article-submissions', data([]))
    .on('GET', '/api/partner/webhook', data(null))
    .on('GET', '/api/partner/webhook/deliveries', data([]));
}

const renderPage = (api: FetchStub) => ({
  api,
  ...renderWithProviders(<PartnerDashboardPage />, { user: sessionUser('partner'), path: '/partner' }),
});

const stat = (label: string) => screen.getByRole('group', { name: label });

describe('PartnerDashboardPage', () => {
  it('shows a loader, then the way to become a partner when there is no profile', async () => {
    const held = heldAnswer();
    renderPage(stubFetch().on('GET', PROFILE, () => held.answer));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    held.release(refusal(404, 'No partner profile'));
    expect(await screen.findByRole('button', { name: 'Create Partner Profile' })).toBeVisible();
  });

  it('shows a load failure with a retry', async () => {
    const api = stubFetch().on('GET', PROFILE, refusal(500, 'Boom'));
    const { user } = renderPage(api);
    expect(await screen.findByText('We could not load your partner profile.')).toBeVisible();
    stubTabs(api).on('GET', PROFILE, data(profile));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Lovelace Labs' })).toBeVisible();
  });

  it('shows the approved profile, its referral totals and what is not provided', async () => {
    renderPage(stubTabs(stubFetch().on('GET', PROFILE, data(profile))));
    expect(await screen.findByRole('heading', { name: 'Lovelace Labs' })).toBeVisible();
    expect(screen.getAllByText('Approved')[0]).toBeVisible();
    expect(await within(stat('Total Referrals')).findByText('2')).toBeVisible();
    expect(within(stat('Total Clicks')).getByText('1,250')).toBeVisible();
    expect(within(stat('Conversions')).getByText('5')).toBeVisible();
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getAllByText('Not provided')).toHaveLength(2);
    expect(within(overview).getByRole('button', { name: 'Copy link for LOVELACE' })).toBeVisible();
    expect(overview).toHaveTextContent(`${window.location.origin}/r/LOVELACE`);
  });

  it('says when the referral numbers cannot be read', async () => {
    const api = stubTabs(stubFetch().on('GET', PROFILE, data(profile)));
    api.on('GET', '/api/referrals', refusal(500, 'Boom'));
    renderPage(api);
    expect(await screen.findByText('We could not load your referral numbers.')).toBeVisible();
    expect(within(stat('Total Referrals')).getByText('–')).toBeVisible();
  });

  it('opens another section from its tab, keeping the address in step', async () => {
    const { user, router } = renderPage(stubTabs(stubFetch().on('GET', PROFILE, data(profile))));
    const tabs = await screen.findByRole('tablist', { name: 'Partner dashboard sections' });
    expect(within(tabs).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(tabs).getByRole('tab', { name: 'Campaigns' }));
    expect(within(tabs).getByRole('tab', { name: 'Campaigns' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.hash).toBe('#campaigns');
    expect(screen.getByRole('tabpanel', { name: 'Campaigns' })).toHaveTextContent('Create Campaign');
  });
});
