import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PendingProject, VerifiedProject } from '../../../lib/api-types';
import { data, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { ProjectsTab } from './ProjectsTab';

const PENDING = '/api/admin/projects/pending';
const VERIFIED = '/api/admin/projects/verified';

const pending: PendingProject = {
  reviewTargetHours: 48,
  overdue: false,
  claimedBy: null,
  id: 4,
  name: 'Moonswap',
  category: 'defi',
  description: 'd'.repeat(120),
  website: null,
  createdAt: '2026-01-02T10:00:00.000Z',
};

const verified: VerifiedProject = {
  id: 8,
  name: 'Sunswap',
  category: 'defi',
  description: 'A verified swap',
  website: null,
  createdAt: '2026-01-01T10:00:00.000Z',
};

const page = (items: unknown[]) =>
  new Response(JSON.stringify({ success: true, data: items }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(items.length) },
  });

function renderTab(api: FetchStub) {
  return { api, ...renderWithProviders(<ProjectsTab enabled />, { path: '/admin', user: sessionUser('admin') }) };
}

describe('ProjectsTab', () => {
  it("shows 'No pending projects' and 'No verified projects' for empty lists", async () => {
    renderTab(stubFetch().on('GET', PENDING, page([])).on('GET', VERIFIED, page([])));
    expect(await screen.findByText('No pending projects')).toBeVisible();
    expect(await screen.findByText('No verified projects')).toBeVisible();
  });

  it('shows a load failure for the pending list on a 500', async () => {
    renderTab(stubFetch().on('GET', PENDING, refusal(500, 'Boom')).on('GET', VERIFIED, page([])));
    expect(await screen.findByText('We could not load the pending projects.')).toBeVisible();
  });

  it('truncates the description to 100 characters', async () => {
    renderTab(
      stubFetch()
        .on('GET', PENDING, page([pending]))
        .on('GET', VERIFIED, page([])),
    );
    const list = await screen.findByRole('list', { name: 'Pending projects' });
    expect(within(list).getByTitle('d'.repeat(120)).textContent).toBe(`${'d'.repeat(100)}...`);
  });

  it('verifies with {verified: true} and says "Project verification updated"', async () => {
    const { api, user } = renderTab(
      stubFetch()
        .on('GET', PENDING, page([pending]))
        .on('GET', VERIFIED, page([]))
        .on('PATCH', '/api/admin/projects/4/verify', data({ id: 4 })),
    );
    const list = await screen.findByRole('list', { name: 'Pending projects' });
    await user.click(within(list).getByRole('button', { name: 'Verify' }));

    expect(await findToast('Project verification updated')).toBeVisible();
    expect(api.sent('PATCH', '/api/admin/projects/4/verify')[0]?.body).toEqual({ verified: true });
  });

  it("says 'Failed to verify project' when the server refuses", async () => {
    const { user } = renderTab(
      stubFetch()
        .on('GET', PENDING, page([pending]))
        .on('GET', VERIFIED, page([]))
        .on('PATCH', '/api/admin/projects/4/verify', refusal(409, 'Already verified')),
    );
    const list = await screen.findByRole('list', { name: 'Pending projects' });
    await user.click(within(list).getByRole('button', { name: 'Verify' }));
    expect(await findToast('Failed to verify project')).toBeVisible();
  });

  it('"Unverify…" takes the badge back with the reason given', async () => {
    const { api, user } = renderTab(
      stubFetch()
        .on('GET', PENDING, page([]))
        .on('GET', VERIFIED, page([verified]))
        .on('POST', '/api/admin/projects/8/unverify', data({ id: 8 })),
    );
    await user.click(await screen.findByRole('button', { name: 'Unverify… Sunswap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unverify project?' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Audit failed');
    await user.click(within(dialog).getByRole('button', { name: 'Unverify' }));

    expect(await findToast('The project is no longer verified.')).toBeVisible();
    expect(api.sent('POST', '/api/admin/projects/8/unverify')[0]?.body).toEqual({ reason: 'Audit failed' });
  });
});
