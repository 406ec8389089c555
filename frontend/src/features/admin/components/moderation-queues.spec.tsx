import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PendingArticle, PendingPartner } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { ArticlesTab } from './ArticlesTab';
import { PartnersTab } from './PartnersTab';

const review = { reviewTargetHours: 48, overdue: false, claimedBy: null, createdAt: '2026-01-02T10:00:00.000Z' };

const partner: PendingPartner = {
  ...review,
  id: 5,
  requestId: 'PP-0005',
  companyName: 'Lovelace Labs',
  website: null,
  description: null,
  referralCode: 'LOVELACE',
  username: 'ada',
};

const article: PendingArticle = {
  ...review,
  id: 9,
  requestId: 'AS-0009',
  title: 'Liquidity 101',
  category: 'DeFi',
  excerpt: 'x'.repeat(200),
  imageUrl: null,
  author: 'ada',
};

const page = (items: unknown[]) =>
  new Response(JSON.stringify({ success: true, data: items }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(items.length) },
  });

const asAdmin = { path: '/admin', user: sessionUser('admin') };

function withTemplates(api: FetchStub) {
  return api.on('GET', '/api/admin/note-templates', data([]));
}

describe('PartnersTab', () => {
  it("shows 'No pending partners' for an empty queue", async () => {
    stubFetch().on('GET', '/api/admin/partners/pending', page([]));
    renderWithProviders(<PartnersTab enabled />, asAdmin);
    expect(await screen.findByText('No pending partners')).toBeVisible();
  });

  it('shows a load failure on a 500', async () => {
    stubFetch().on('GET', '/api/admin/partners/pending', refusal(500, 'Boom'));
    renderWithProviders(<PartnersTab enabled />, asAdmin);
    expect(await screen.findByText('We could not load the pending partners.')).toBeVisible();
  });

  it('shows what the owner gave, or says what is missing', async () => {
    stubFetch().on('GET', '/api/admin/partners/pending', page([partner]));
    renderWithProviders(<PartnersTab enabled />, asAdmin);
    const list = await screen.findByRole('list', { name: 'Pending partners' });
    expect(within(list).getByText('Lovelace Labs')).toBeVisible();
    expect(within(list).getByText('No description given')).toBeVisible();
    expect(within(list).getByText('LOVELACE')).toBeVisible();
  });

  it('approves at once with {approved: true}, the Approve button disabled meanwhile', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', '/api/admin/partners/pending', page([partner]))
      .on('PATCH', '/api/admin/partners/5/approve', () => held.answer);
    const { user } = renderWithProviders(<PartnersTab enabled />, asAdmin);
    const list = await screen.findByRole('list', { name: 'Pending partners' });
    await user.click(within(list).getByRole('button', { name: 'Approve' }));

    expect(within(list).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Reject' })).toBeDisabled();
    held.release(data({ id: 5 }));
    expect(await findToast('Partner status updated')).toBeVisible();
    expect(api.sent('PATCH', '/api/admin/partners/5/approve')[0]?.body).toEqual({ approved: true });
  });

  it('rejects with the reason and the note', async () => {
    const api = withTemplates(stubFetch())
      .on('GET', '/api/admin/partners/pending', page([partner]))
      .on('PATCH', '/api/admin/partners/5/approve', data({ id: 5 }));
    const { user } = renderWithProviders(<PartnersTab enabled />, asAdmin);
    const list = await screen.findByRole('list', { name: 'Pending partners' });
    await user.click(within(list).getByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject partner?' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Duplicate' }));
    expect(within(dialog).getByText('It can never be resubmitted.')).toBeVisible();
    await fill(user, within(dialog).getByRole('textbox', { name: 'Admin note' }), 'Same company as #4');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await findToast('Partner status updated')).toBeVisible();
    expect(api.sent('PATCH', '/api/admin/partners/5/approve')[0]?.body).toEqual({
      approved: false,
      adminNotes: 'Same company as #4',
      reasonCode: 'duplicate',
    });
  });

  it("says 'Failed to update partner' when the server refuses", async () => {
    stubFetch()
      .on('GET', '/api/admin/partners/pending', page([partner]))
      .on('PATCH', '/api/admin/partners/5/approve', refusal(400, 'The owner has no verified email'));
    const { user } = renderWithProviders(<PartnersTab enabled />, asAdmin);
    const list = await screen.findByRole('list', { name: 'Pending partners' });
    await user.click(within(list).getByRole('button', { name: 'Approve' }));

    expect(await findToast('Failed to update partner')).toBeVisible();
    expect(await screen.findByText('Lovelace Labs: The owner has no verified email')).toBeVisible();
  });

  it('Cancel closes the reject dialog without sending anything', async () => {
    const api = withTemplates(stubFetch()).on('GET', '/api/admin/partners/pending', page([partner]));
    const { user } = renderWithProviders(<PartnersTab enabled />, asAdmin);
    const list = await screen.findByRole('list', { name: 'Pending partners' });
    await user.click(within(list).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject partner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(api.sent('PATCH', '/api/admin/partners/5/approve')).toEqual([]);
  });

  it('rejects the selected partners in one request', async () => {
    const api = withTemplates(stubFetch())
      .on('GET', '/api/admin/partners/pending', page([partner, { ...partner, id: 6, companyName: 'Babbage Ltd' }]))
      .on(
        'POST',
        '/api/admin/bulk-decisions',
        data([
          { id: 5, ok: true, outcome: 'rejected' },
          { id: 6, ok: false, status: 409, error: 'Already approved' },
        ]),
      );
    const { user } = renderWithProviders(<PartnersTab enabled />, asAdmin);
    await screen.findByRole('list', { name: 'Pending partners' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected items' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Reject selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 partners?' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Admin note' }), 'Spam wave');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await findToast('Partly done')).toBeVisible();
    expect(api.sent('POST', '/api/admin/bulk-decisions')[0]?.body).toEqual({
      kind: 'partner',
      ids: [5, 6],
      decision: 'reject',
      notes: 'Spam wave',
    });
    const result = await waitFor(() => {
      const alert = screen.getAllByRole('status').find((element) => element.textContent?.includes('Babbage Ltd'));
      expect(alert).toBeDefined();
      return alert as HTMLElement;
    });
    expect(result).toHaveTextContent('1 rejected, 1 already decided by someone else');
    expect(result).toHaveTextContent('Babbage Ltd: Already approved');
  });
});

describe('ArticlesTab', () => {
  it("shows 'No pending articles' for an empty queue", async () => {
    stubFetch().on('GET', '/api/admin/articles/pending', page([]));
    renderWithProviders(<ArticlesTab enabled />, asAdmin);
    expect(await screen.findByText('No pending articles')).toBeVisible();
  });

  it('truncates the excerpt to 150 characters', async () => {
    stubFetch().on('GET', '/api/admin/articles/pending', page([article]));
    renderWithProviders(<ArticlesTab enabled />, asAdmin);
    const list = await screen.findByRole('list', { name: 'Pending articles' });
    const excerpt = within(list).getByTitle('x'.repeat(200));
    expect(excerpt.textContent).toBe(`${'x'.repeat(150)}...`);
  });

  it('publishes with {published: true} and says "Article publication status updated"', async () => {
    const api = stubFetch()
      .on('GET', '/api/admin/articles/pending', page([article]))
      .on('PATCH', '/api/admin/articles/9/publish', data({ id: 9 }));
    const { user } = renderWithProviders(<ArticlesTab enabled />, asAdmin);
    const list = await screen.findByRole('list', { name: 'Pending articles' });
    await user.click(within(list).getByRole('button', { name: 'Publish' }));

    expect(await findToast('Article publication status updated')).toBeVisible();
    expect(api.sent('PATCH', '/api/admin/articles/9/publish')[0]?.body).toEqual({ published: true });
  });

  it("says 'Failed to update article' when publishing fails", async () => {
    stubFetch()
      .on('GET', '/api/admin/articles/pending', page([article]))
      .on('PATCH', '/api/admin/articles/9/publish', new Response('', { status: 500 }));
    const { user } = renderWithProviders(<ArticlesTab enabled />, asAdmin);
    const list = await screen.findByRole('list', { name: 'Pending articles' });
    await user.click(within(list).getByRole('button', { name: 'Publish' }));
    expect(await findToast('Failed to update article')).toBeVisible();
  });

  it('asks the server for the chosen category', async () => {
    const api = stubFetch().on('GET', '/api/admin/articles/pending', page([article]));
    const { user } = renderWithProviders(<ArticlesTab enabled />, asAdmin);
    await screen.findByRole('list', { name: 'Pending articles' });
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'NFT' }));
    await screen.findByRole('button', { name: 'Clear filters' });
    expect(api.requests.at(-1)?.path).toContain('category=NFT');
  });
});
