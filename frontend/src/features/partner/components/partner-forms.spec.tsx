import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, heldAnswer, refusal, stubFetch } from '../../../test-support/fetch-stub';
import { partnerProfile } from '../../../test-support/fixtures';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { ArticleSubmissionsTab } from './ArticleSubmissionsTab';
import { BecomePartnerCard } from './BecomePartnerCard';
import { CampaignsTab } from './CampaignsTab';

const profile = partnerProfile({ website: 'https://lovelace.io' });

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const asPartner = { user: sessionUser('partner') };

describe('BecomePartnerCard and the partner profile form', () => {
  async function openForm() {
    const rendered = renderWithProviders(<BecomePartnerCard />, asPartner);
    await rendered.user.click(screen.getByRole('button', { name: 'Create Partner Profile' }));
    await screen.findByRole('form', { name: 'Create partner profile' });
    return rendered;
  }

  it('opens the form with the button and closes it with Cancel', async () => {
    stubFetch();
    const { user } = await openForm();
    expect(screen.queryByRole('button', { name: 'Create Partner Profile' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Create Partner Profile' })).toBeVisible();
  });

  it('requires company name and referral code, and sends nothing', async () => {
    const api = stubFetch();
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(field('Company Name')).toHaveAccessibleDescription('Company name is required');
    expect(field('Referral Code')).toHaveAccessibleDescription('Referral code is required');
    expect(field('Company Name')).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it('asks for the website as a URL and a referral code of the allowed characters', async () => {
    stubFetch();
    const { user } = await openForm();
    await fill(user, field('Company Name'), 'Lovelace Labs');
    await fill(user, field('Website'), 'lovelace.io');
    await fill(user, field('Referral Code'), 'no spaces!');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(field('Website')).toHaveAccessibleDescription('Website must be a valid http(s) URL');
    expect(field('Referral Code')).toHaveAccessibleDescription(
      'Referral code must be 4 to 32 letters, digits, dashes or underscores',
    );
  });

  it('sends the trimmed profile, says "Partner profile created!" and keeps the values', async () => {
    const api = stubFetch().on('POST', '/api/partner/profile', data(profile, 201));
    const { user } = await openForm();
    await fill(user, field('Company Name'), ' Lovelace Labs ');
    await fill(user, field('Website'), 'https://lovelace.io');
    await fill(user, field('Description'), 'Exchange');
    await fill(user, field('Referral Code'), 'LOVELACE');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await findToast('Partner profile created!')).toBeVisible();
    expect(api.sent('POST', '/api/partner/profile')[0]?.body).toEqual({
      companyName: 'Lovelace Labs',
      website: 'https://lovelace.io',
      description: 'Exchange',
      referralCode: 'LOVELACE',
    });
    expect(field('Referral Code')).toHaveValue('LOVELACE');
  });

  it('reads "Creating..." with both buttons disabled while the request is under way', async () => {
    const held = heldAnswer();
    stubFetch().on('POST', '/api/partner/profile', () => held.answer);
    const { user } = await openForm();
    await fill(user, field('Company Name'), 'Lovelace Labs');
    await fill(user, field('Referral Code'), 'LOVELACE');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release(data(profile, 201));
    expect(await screen.findByRole('button', { name: 'Create Profile' })).toBeEnabled();
  });

  it("shows 'Failed to create profile' with the server's reason under the form, and no toast", async () => {
    stubFetch().on('POST', '/api/partner/profile', refusal(409, 'Referral code is already taken'));
    const { user } = await openForm();
    await fill(user, field('Company Name'), 'Lovelace Labs');
    await fill(user, field('Referral Code'), 'LOVELACE');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create profile');
    expect(alert).toHaveTextContent('Referral code is already taken');
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).toBeEmptyDOMElement();
  });

  it('clears the failure once the form is edited', async () => {
    stubFetch().on('POST', '/api/partner/profile', refusal(409, 'Referral code is already taken'));
    const { user } = await openForm();
    await fill(user, field('Company Name'), 'Lovelace Labs');
    await fill(user, field('Referral Code'), 'LOVELACE');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    await screen.findByRole('alert');
    await user.type(field('Referral Code'), '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('CampaignsTab', () => {
  const renderTab = () => renderWithProviders(<CampaignsTab profile={profile} />, asPartner);

  it("shows 'No campaigns yet. Create your first campaign above!' for an empty list", async () => {
    stubFetch().on('GET', '/api/campaigns', data([]));
    renderTab();
    expect(await screen.findByText('No campaigns yet. Create your first campaign above!')).toBeVisible();
  });

  it('shows a load failure with a retry', async () => {
    const api = stubFetch().on('GET', '/api/campaigns', refusal(500, 'Boom'));
    const { user } = renderTab();
    expect(await screen.findByText('We could not load your campaigns.')).toBeVisible();
    api.on('GET', '/api/campaigns', data([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No campaigns yet. Create your first campaign above!')).toBeVisible();
  });

  it('requires a name and rejects an end date before the start date', async () => {
    const api = stubFetch().on('GET', '/api/campaigns', data([]));
    const { user } = renderTab();
    await user.type(screen.getByLabelText('Start Date'), '2026-03-10');
    await user.type(screen.getByLabelText('End Date'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('End Date')).toHaveAccessibleDescription('End date must not be before the start date');
    expect(api.sent('POST', '/api/campaigns')).toEqual([]);
  });

  it('sends a draft with budget 0 and null dates when those are empty, then clears the form', async () => {
    const api = stubFetch().on('GET', '/api/campaigns', data([])).on('POST', '/api/campaigns', data({}, 201));
    const { user } = renderTab();
    await fill(user, field('Name'), ' Spring push ');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    expect(await findToast('Campaign created successfully!')).toBeVisible();
    expect(api.sent('POST', '/api/campaigns')[0]?.body).toEqual({
      name: 'Spring push',
      description: '',
      budget: 0,
      startDate: null,
      endDate: null,
      targetMetrics: '',
      status: 'draft',
    });
    expect(field('Name')).toHaveValue('');
  });

  it('sends the budget as an integer and the dates as typed', async () => {
    const api = stubFetch().on('GET', '/api/campaigns', data([])).on('POST', '/api/campaigns', data({}, 201));
    const { user } = renderTab();
    await fill(user, field('Name'), 'Spring push');
    await user.type(screen.getByRole('spinbutton', { name: 'Budget' }), '1500');
    await fill(user, field('Target Metrics'), '5,000 KYC signups');
    await user.type(screen.getByLabelText('Start Date'), '2026-03-01');
    await user.type(screen.getByLabelText('End Date'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    await findToast('Campaign created successfully!');
    expect(api.sent('POST', '/api/campaigns')[0]?.body).toMatchObject({
      budget: 1500,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      targetMetrics: '5,000 KYC signups',
    });
  });

  it('reads "Creating..." while busy, and shows \'Failed to create campaign\' inline on a 400', async () => {
    const held = heldAnswer();
    stubFetch()
      .on('GET', '/api/campaigns', data([]))
      .on('POST', '/api/campaigns', () => held.answer);
    const { user } = renderTab();
    await fill(user, field('Name'), 'Spring push');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    held.release(refusal(400, 'Budget is too large'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create campaign');
    expect(alert).toHaveTextContent('Budget is too large');
    expect(field('Name')).toHaveValue('Spring push');
  });
});

describe('ArticleSubmissionsTab', () => {
  const renderTab = () => renderWithProviders(<ArticleSubmissionsTab profile={profile} />, asPartner);

  async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
    await fill(user, field('Title'), ' Liquidity 101 ');
    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'DeFi' }));
    await fill(user, field('Excerpt'), 'Why depth matters');
    await fill(user, field('Content'), '<p>Body</p>');
  }

  it("shows 'No articles submitted yet' for an empty list", async () => {
    stubFetch().on('GET', '/api/article-submissions', data([]));
    renderTab();
    expect(await screen.findByText('No articles submitted yet. Share your first insight above!')).toBeVisible();
  });

  it('shows a load failure', async () => {
    stubFetch().on('GET', '/api/article-submissions', refusal(500, 'Boom'));
    renderTab();
    expect(await screen.findByText('We could not load your article submissions.')).toBeVisible();
  });

  it('requires title, category, excerpt and content, and sends nothing', async () => {
    const api = stubFetch().on('GET', '/api/article-submissions', data([]));
    const { user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Submit Article' }));

    expect(field('Title')).toHaveAccessibleDescription('Title is required');
    expect(screen.getByText('Category is required')).toBeVisible();
    expect(field('Excerpt')).toHaveAccessibleDescription('Excerpt is required');
    expect(field('Content')).toHaveAccessibleDescription('Content is required');
    expect(field('Title')).toHaveFocus();
    expect(api.sent('POST', '/api/article-submissions')).toEqual([]);
  });

  it('asks for the image URL as a URL', async () => {
    stubFetch().on('GET', '/api/article-submissions', data([]));
    const { user } = renderTab();
    await fillIn(user);
    await fill(user, field('Image URL'), 'picture.png');
    await user.click(screen.getByRole('button', { name: 'Submit Article' }));
    expect(field('Image URL')).toHaveAccessibleDescription('Image URL must be a valid http(s) URL');
  });

  it('sends the article as pending, says "Article submitted for review!" and clears the form', async () => {
    const api = stubFetch()
      .on('GET', '/api/article-submissions', data([]))
      .on('POST', '/api/article-submissions', data({}, 201));
    const { user } = renderTab();
    await fillIn(user);
    await fill(user, field('Image URL'), 'https://img.example/a.png');
    await user.click(screen.getByRole('button', { name: 'Submit Article' }));

    expect(await findToast('Article submitted for review!')).toBeVisible();
    expect(api.sent('POST', '/api/article-submissions')[0]?.body).toEqual({
      title: 'Liquidity 101',
      category: 'DeFi',
      excerpt: 'Why depth matters',
      content: '<p>Body</p>',
      imageUrl: 'https://img.example/a.png',
      status: 'pending',
    });
    expect(field('Title')).toHaveValue('');
  });

  it('reads "Submitting..." while busy and shows \'Failed to submit article\' inline on a 400', async () => {
    const held = heldAnswer();
    stubFetch()
      .on('GET', '/api/article-submissions', data([]))
      .on('POST', '/api/article-submissions', () => held.answer);
    const { user } = renderTab();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit Article' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    held.release(refusal(400, 'Content contains a disallowed tag'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit article');
    expect(alert).toHaveTextContent('Content contains a disallowed tag');
  });
});
