import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { partnerProfile } from '../../../test-support/fixtures';
import { findToast, page, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { ReferralsTab } from './ReferralsTab';

const profile = partnerProfile();

function renderTab(api: FetchStub) {
  api.on('GET', '/api/campaigns', data([]));
  return renderWithProviders(<ReferralsTab profile={profile} />, { user: sessionUser('partner') });
}

const generateButton = () => screen.getByRole('button', { name: 'Generate New Referral Link' });

describe('ReferralsTab', () => {
  it('says so when there are no referral links yet', async () => {
    renderTab(stubFetch().on('GET', '/api/referrals', data([])));
    expect(await screen.findByText('No referral links yet. Generate your first link above!')).toBeVisible();
  });

  it('shows a load failure for the links', async () => {
    renderTab(stubFetch().on('GET', '/api/referrals', refusal(500, 'Boom')));
    expect(await screen.findByText('We could not load your referral links.')).toBeVisible();
  });

  it('creates a link from the profile code starting at 0 clicks and 0 conversions', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', '/api/referrals', data([]))
      .on('POST', '/api/referrals', () => held.answer);
    const { user } = renderTab(api);
    await screen.findByText('No referral links yet. Generate your first link above!');
    await user.click(generateButton());

    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    held.release(data({ id: 1 }, 201));
    expect(await findToast('Referral created!')).toBeVisible();
    expect(api.sent('POST', '/api/referrals')[0]?.body).toEqual({
      referralCode: expect.stringMatching(/^LOVELACE/),
      clicks: 0,
      conversions: 0,
    });
  });

  it("shows 'Failed to create referral' with the server's reason under the button, and no toast", async () => {
    const api = stubFetch()
      .on('GET', '/api/referrals', data([]))
      .on('POST', '/api/referrals', refusal(409, 'That code is taken, try again'));
    const { user } = renderTab(api);
    await screen.findByText('No referral links yet. Generate your first link above!');
    await user.click(generateButton());

    const alert = (await page().findByText('Failed to create referral')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('That code is taken, try again');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeEmptyDOMElement();
  });
});
