import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { AdminDashboard } from './AdminDashboard';

const page = (total: number) =>
  new Response(JSON.stringify({ success: true, data: [] }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });

/** The four queues answer their totals; every other list is empty. */
function stubQueues(api: FetchStub) {
  return api
    .on('GET', '/api/admin/partners/pending', page(2))
    .on('GET', '/api/admin/projects/pending', page(0))
    .on('GET', '/api/admin/articles/pending', page(1250))
    .on('GET', '/api/project-submissions/all', page(7))
    .on('GET', '/api/admin/projects/verified', page(0))
    .on('GET', '/api/admin/users', page(0));
}

const renderDashboard = (api: FetchStub) => ({
  api,
  ...renderWithProviders(<AdminDashboard />, { user: sessionUser('admin'), path: '/admin' }),
});

const counter = (label: string) =>
  within(screen.getByRole('region', { name: 'Waiting for review' })).getByRole('group', { name: label });

describe('AdminDashboard', () => {
  it('counts what waits in each review queue', async () => {
    const api = stubQueues(stubFetch());
    renderDashboard(api);
    expect(await within(counter('Pending Articles')).findByText('1,250')).toBeVisible();
    expect(within(counter('Pending Partners')).getByText('2')).toBeVisible();
    expect(within(counter('Pending Projects')).getByText('0')).toBeVisible();
    expect(within(counter('Pending Submissions')).getByText('7')).toBeVisible();
    expect(api.sent('GET', '/api/project-submissions/all?limit=1&status=pending')).toHaveLength(1);
  });

  it('shows a dash, not a zero, for a queue whose total could not be read', async () => {
    const api = stubQueues(stubFetch()).on('GET', '/api/admin/articles/pending', refusal(500, 'Boom'));
    renderDashboard(api);
    await within(counter('Pending Partners')).findByText('2');
    expect(await within(counter('Pending Articles')).findByText('–')).toBeVisible();
  });

  it("reads a tab's list only once the tab is opened", async () => {
    const api = stubQueues(stubFetch());
    const { user } = renderDashboard(api);
    const tabs = await screen.findByRole('tablist', { name: 'Admin dashboard sections' });
    expect(within(tabs).getByRole('tab', { name: 'Partners' })).toHaveAttribute('aria-selected', 'true');
    expect(api.sent('GET', '/api/admin/users')).toEqual([]);

    await user.click(within(tabs).getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('No users yet')).toBeVisible();
    expect(api.sent('GET', '/api/admin/users')).toHaveLength(1);
  });

  it('opens the saved reasons from the dashboard', async () => {
    const api = stubQueues(stubFetch()).on('GET', '/api/admin/note-templates', data([]));
    const { user } = renderDashboard(api);
    await user.click(screen.getByRole('button', { name: 'Saved reasons' }));
    expect(await screen.findByRole('dialog', { name: 'Saved reasons' })).toBeVisible();
  });
});
