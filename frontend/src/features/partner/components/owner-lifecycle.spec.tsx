import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ArticleSubmission, PartnerProfile, TimelineEntry } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { ArticleSubmissionCard } from './ArticleSubmissionCard';
import { PartnerHeader } from './PartnerHeader';

const asPartner = { user: sessionUser('partner') };
const PROFILE = '/api/partner/profile/3';

const profile = (overrides: Partial<PartnerProfile> = {}): PartnerProfile => ({
  id: 3,
  requestId: 'PP-0003',
  companyName: 'Lovelace Labs',
  website: 'https://lovelace.io',
  description: 'An exchange',
  referralCode: 'LOVELACE',
  status: 'pending',
  approved: false,
  decisionReason: null,
  reasonCode: null,
  reasonLabel: null,
  resubmission: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

const rejected = profile({
  status: 'rejected',
  decisionReason: 'Add your company website',
  reasonCode: 'needs_more_detail',
  reasonLabel: 'Needs more detail',
  resubmission: { allowed: true, from: '2026-01-02T00:00:00.000Z' },
});

const renderHeader = (api: FetchStub, shown: PartnerProfile = profile()) => ({
  api,
  ...renderWithProviders(<PartnerHeader profile={shown} />, asPartner),
});

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('PartnerHeader: a pending application', () => {
  async function openEdit(api: FetchStub) {
    const rendered = renderHeader(api);
    await rendered.user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit partner profile PP-0003' });
    return { ...rendered, dialog };
  }

  it('offers Edit and Withdraw, and no re-apply', () => {
    renderHeader(stubFetch());
    expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Re-apply' })).not.toBeInTheDocument();
  });

  it('starts from the profile as it is, with the referral code locked', async () => {
    const { dialog } = await openEdit(stubFetch());
    expect(field(dialog, 'Company Name')).toHaveValue('Lovelace Labs');
    expect(field(dialog, 'Website')).toHaveValue('https://lovelace.io');
    expect(field(dialog, 'Referral Code')).toBeDisabled();
  });

  it('checks company name and website before sending', async () => {
    const { user, api, dialog } = await openEdit(stubFetch());
    await user.clear(field(dialog, 'Company Name'));
    await user.clear(field(dialog, 'Website'));
    await fill(user, field(dialog, 'Website'), 'lovelace.io');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(field(dialog, 'Company Name')).toHaveAccessibleDescription('Company name is required');
    expect(field(dialog, 'Website')).toHaveAccessibleDescription('Website must be a valid http(s) URL');
    expect(api.sent('PUT', PROFILE)).toEqual([]);
  });

  it('saves the trimmed changes, disabled while saving, and closes', async () => {
    const held = heldAnswer();
    const { user, api, dialog } = await openEdit(stubFetch().on('PUT', PROFILE, () => held.answer));
    await user.type(field(dialog, 'Company Name'), ' Ltd ');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release(data(profile({ companyName: 'Lovelace Labs Ltd' })));
    expect(await findToast('Your changes are saved.')).toBeVisible();
    expect(api.sent('PUT', PROFILE)[0]?.body).toEqual({
      companyName: 'Lovelace Labs Ltd',
      website: 'https://lovelace.io',
      description: 'An exchange',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the dialog with 'Failed to save your changes' and the server's reason", async () => {
    const { user, dialog } = await openEdit(
      stubFetch().on('PUT', PROFILE, refusal(409, 'The application was decided meanwhile')),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await findToast('Not saved')).toBeVisible();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save your changes');
    expect(alert).toHaveTextContent('The application was decided meanwhile');
  });

  it('withdraws after a confirmation', async () => {
    const held = heldAnswer();
    const { user, api } = renderHeader(stubFetch().on('POST', `${PROFILE}/withdraw`, () => held.answer));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Lovelace Labs?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(within(dialog).getByRole('button', { name: 'Withdrawing...' })).toBeDisabled();
    held.release(data(profile({ status: 'withdrawn' })));
    expect(await findToast('Submission withdrawn.')).toBeVisible();
    expect(api.sent('POST', `${PROFILE}/withdraw`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Error' with the server's reason when withdrawing is refused", async () => {
    const { user } = renderHeader(
      stubFetch().on('POST', `${PROFILE}/withdraw`, refusal(409, 'The application was decided meanwhile')),
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Lovelace Labs?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await findToast('The application was decided meanwhile')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  it('shows the timeline on demand', async () => {
    const entries: TimelineEntry[] = [
      {
        id: 1,
        event: 'submitted',
        actor: 'owner',
        actorLabel: 'You',
        outcome: null,
        reasonCode: null,
        reasonLabel: null,
        notes: null,
        at: '2026-01-01T00:00:00.000Z',
      },
    ];
    const api = stubFetch().on('GET', `${PROFILE}/timeline`, data(entries));
    const { user } = renderHeader(api);
    expect(api.requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show timeline' }));
    expect(await screen.findByRole('list', { name: 'Timeline' })).toHaveTextContent('You submitted it');
    expect(screen.getByRole('button', { name: 'Hide timeline' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('PartnerHeader: a rejected application', () => {
  it('shows the reason and the notes, and re-applies with the corrections', async () => {
    const api = stubFetch().on('POST', `${PROFILE}/resubmit`, data(profile()));
    const { user } = renderHeader(api, rejected);
    expect(screen.getByText('Add your company website')).toHaveTextContent(/^Admin notes: Add your company website$/);
    expect(screen.getByText(/^Reason: Needs more detail/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Re-apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct and re-apply PP-0003' });
    await user.clear(field(dialog, 'Website'));
    await fill(user, field(dialog, 'Website'), 'https://lovelace.example');
    await user.click(within(dialog).getByRole('button', { name: 'Re-apply' }));

    expect(await findToast('Partner application sent for review again.')).toBeVisible();
    expect(api.sent('POST', `${PROFILE}/resubmit`)[0]?.body).toEqual({
      companyName: 'Lovelace Labs',
      website: 'https://lovelace.example',
      description: 'An exchange',
    });
  });

  it("says 'Failed to re-apply' when the server refuses", async () => {
    const { user } = renderHeader(
      stubFetch().on('POST', `${PROFILE}/resubmit`, refusal(409, 'You may re-apply from 1 March')),
      rejected,
    );
    await user.click(screen.getByRole('button', { name: 'Re-apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct and re-apply PP-0003' });
    await user.click(within(dialog).getByRole('button', { name: 'Re-apply' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to re-apply');
    expect(alert).toHaveTextContent('You may re-apply from 1 March');
  });

  it('offers no re-apply when the reason rules it out', () => {
    renderHeader(stubFetch(), { ...rejected, resubmission: { allowed: false, from: null } });
    expect(screen.getByText(/You cannot re-apply\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Re-apply' })).not.toBeInTheDocument();
  });
});

describe('ArticleSubmissionCard and the edit dialog', () => {
  const ARTICLE = '/api/article-submissions/6';
  const article = (overrides: Partial<ArticleSubmission> = {}): ArticleSubmission => ({
    id: 6,
    requestId: 'AS-0006',
    title: 'Liquidity 101',
    category: 'DeFi',
    excerpt: 'Why depth matters',
    content: '<p>Body</p>',
    imageUrl: null,
    status: 'pending',
    adminNotes: null,
    reasonCode: null,
    reasonLabel: null,
    resubmission: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  });
  const renderCard = (api: FetchStub, shown = article()) => ({
    api: api.on('GET', '/api/article-submissions', data([shown])),
    ...renderWithProviders(<ArticleSubmissionCard submission={shown} />, asPartner),
  });

  it('edits a pending article from its current values', async () => {
    const held = heldAnswer();
    const { user, api } = renderCard(stubFetch().on('PUT', ARTICLE, () => held.answer));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit article AS-0006' });
    expect(field(dialog, 'Excerpt')).toHaveValue('Why depth matters');
    await user.type(field(dialog, 'Title'), ' again');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release(data(article({ title: 'Liquidity 101 again' })));
    expect(await findToast('Your changes are saved.')).toBeVisible();
    expect(api.sent('PUT', ARTICLE)[0]?.body).toMatchObject({
      title: 'Liquidity 101 again',
      category: 'DeFi',
      excerpt: 'Why depth matters',
      content: '<p>Body</p>',
    });
  });

  it('requires the title when editing, and sends nothing', async () => {
    const { user, api } = renderCard(stubFetch());
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit article AS-0006' });
    await user.clear(field(dialog, 'Title'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(field(dialog, 'Title')).toHaveAccessibleDescription('Title is required');
    expect(api.sent('PUT', ARTICLE)).toEqual([]);
  });

  it("resubmits a withdrawn article, and shows 'Failed to resubmit' when refused", async () => {
    const { user, api } = renderCard(
      stubFetch().on('POST', `${ARTICLE}/resubmit`, refusal(409, 'The article cannot be resubmitted')),
      article({ status: 'withdrawn' }),
    );
    expect(screen.getByText('You withdrew this article. You can edit and resubmit it.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit and resubmit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit and resubmit AS-0006' });
    await user.click(within(dialog).getByRole('button', { name: 'Resubmit for review' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to resubmit');
    expect(alert).toHaveTextContent('The article cannot be resubmitted');
    expect(api.sent('POST', `${ARTICLE}/resubmit`)).toHaveLength(1);
  });
});
