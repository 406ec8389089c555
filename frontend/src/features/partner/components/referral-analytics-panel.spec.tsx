import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReferralStats } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { partnerProfile } from '../../../test-support/fixtures';
import { page, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { ReferralAnalyticsPanel } from './ReferralAnalyticsPanel';

const STATS = '/api/referrals/stats';

const profile = partnerProfile();

const none = { bot: 0, duplicate: 0, own: 0, admin: 0, rateLimit: 0, notNavigation: 0, inactive: 0 };

const noClicks: ReferralStats = {
  from: '2026-01-01',
  to: '2026-01-30',
  interval: 'day',
  series: [],
  totals: { clicks: 0, rawClicks: 0, excluded: none, conversions: 0, flaggedConversions: 0, conversionRate: null },
  topReferrerHosts: [],
  topLandingPaths: [],
};

const referral = {
  id: 7,
  referralCode: 'LOVELACE-X1',
  clicks: 0,
  conversions: 0,
  campaignId: null,
  createdAt: '2026-01-03T10:00:00.000Z',
};

const renderPanel = (api: FetchStub, route = '/partner') => ({
  api: api.on('GET', '/api/referrals', data([referral])).on('GET', '/api/campaigns', data([])),
  ...renderWithProviders(<ReferralAnalyticsPanel profile={profile} />, {
    user: sessionUser('partner'),
    path: '/partner',
    route,
  }),
});

const statsRequests = (api: FetchStub) => api.sent('GET', STATS).map((request) => new URL(request.path, 'http://x'));

describe('ReferralAnalyticsPanel', () => {
  it('shows a loader, then the share link when nothing was clicked yet', async () => {
    const held = heldAnswer();
    renderPanel(stubFetch().on('GET', STATS, () => held.answer));
    expect(screen.getByRole('status', { name: 'Loading analytics' })).toBeVisible();
    held.release(data(noClicks));
    expect(await screen.findByText(/^No clicks yet in this range\./)).toHaveTextContent(
      `Share your link ${window.location.origin}/r/LOVELACE`,
    );
  });

  it('shows the figures, the chart summary, what was excluded and the top sources', async () => {
    const day = (date: string, clicks: number, conversions: number) => ({
      day: date,
      clicks,
      rawClicks: clicks,
      excluded: none,
      conversions,
      flaggedConversions: 0,
    });
    renderPanel(
      stubFetch().on(
        'GET',
        STATS,
        data({
          ...noClicks,
          series: [day('2026-01-01', 3, 0), day('2026-01-02', 9, 1)],
          totals: {
            clicks: 12,
            rawClicks: 15,
            excluded: { ...none, bot: 3 },
            conversions: 1,
            flaggedConversions: 0,
            conversionRate: 1 / 12,
          },
          topReferrerHosts: [{ value: 'twitter.com', clicks: 10 }],
          topLandingPaths: [],
        }),
      ),
    );
    expect(await screen.findByText('Counted clicks')).toBeVisible();
    expect(screen.getByText('of 15 in all')).toBeVisible();
    expect(
      screen.getByText(/12 counted clicks and 1 conversion; the busiest day was .* with 9 clicks\./),
    ).toBeInTheDocument();
    expect(screen.getByText('15 requests reached your links; 12 counted as clicks.', { exact: false })).toBeVisible();
    expect(screen.getByText('Bots')).toBeVisible();
    expect(screen.getByText('twitter.com')).toBeVisible();
    expect(screen.getByText('No counted clicks in this range.')).toBeVisible();
  });

  it('asks for the last 30 days of every link by default, and the export carries the same view', async () => {
    const api = stubFetch().on('GET', STATS, data(noClicks));
    renderPanel(api);
    await screen.findByText(/^No clicks yet in this range\./);
    const [first] = statsRequests(api);
    expect(first?.searchParams.get('interval')).toBe('day');
    expect(first?.searchParams.has('referralId')).toBe(false);
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('href')).toBe(`/api/referrals/stats/export${first?.search ?? ''}`);
  });

  it('reads the range and link named in the address', async () => {
    const api = stubFetch().on('GET', STATS, data(noClicks));
    renderPanel(api, '/partner?stats.from=2026-02-01&stats.to=2026-02-28&stats.link=7');
    expect(await screen.findByText(/Share your link .*\/r\/LOVELACE-X1/)).toBeVisible();
    const [first] = statsRequests(api);
    expect(first?.searchParams.get('from')).toBe('2026-02-01');
    expect(first?.searchParams.get('to')).toBe('2026-02-28');
    expect(first?.searchParams.get('referralId')).toBe('7');
  });

  it('asks again for one link when it is chosen', async () => {
    const api = stubFetch().on('GET', STATS, data(noClicks));
    const { user } = renderPanel(api);
    await screen.findByText(/^No clicks yet in this range\./);
    await user.click(screen.getByRole('combobox', { name: 'Links shown' }));
    await user.click(await screen.findByRole('option', { name: 'LOVELACE-X1' }));

    expect(await screen.findByText(/Share your link .*\/r\/LOVELACE-X1/)).toBeVisible();
    expect(statsRequests(api).at(-1)?.searchParams.get('referralId')).toBe('7');
  });

  it("says a link that is no longer the partner's is gone, and shows all links on request", async () => {
    const api = stubFetch().on('GET', STATS, refusal(404, 'Referral not found'));
    const { user } = renderPanel(api, '/partner?stats.link=99');
    expect(await screen.findByText('That link or campaign is not one of yours any more.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Links shown' })).toHaveTextContent('A link not in your list');

    api.on('GET', STATS, data(noClicks));
    await user.click(screen.getByRole('button', { name: 'Show all links' }));
    expect(await screen.findByText(/^No clicks yet in this range\./)).toBeVisible();
    expect(statsRequests(api).at(-1)?.searchParams.has('referralId')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Links shown' })).toHaveTextContent('All links');
  });

  it("shows the server's reason for a refused range, and a retry", async () => {
    const api = stubFetch().on('GET', STATS, refusal(400, 'The range may span at most 366 days'));
    const { user } = renderPanel(api);
    expect(
      await screen.findByText('We could not load your analytics: The range may span at most 366 days'),
    ).toBeVisible();

    api.on('GET', STATS, data(noClicks));
    await user.click(within(page().getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^No clicks yet in this range\./)).toBeVisible();
  });

  it('keeps the server error to itself on a 500', async () => {
    renderPanel(stubFetch().on('GET', STATS, refusal(500, 'Database down')));
    expect(await screen.findByText('We could not load your analytics.')).toBeVisible();
    expect(screen.queryByText(/Database down/)).not.toBeInTheDocument();
  });
});
