import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, TwoFactorStatus } from '../../../lib/api-types';
import { data, heldAnswer, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { AdminTwoFactorGate } from './AdminTwoFactorGate';
import { AuditLogTab } from './AuditLogTab';

const asAdmin = { path: '/admin', user: sessionUser('admin') };
const AUDIT = '/api/admin/audit';

const entry: AuditEntry = {
  id: 1,
  adminId: 1,
  adminUsername: 'admin1',
  action: 'user.disable',
  targetType: 'user',
  targetId: 5,
  targetLabel: 'grace',
  outcome: 'disabled',
  notes: null,
  before: null,
  after: null,
  createdAt: '2026-01-02T10:00:00.000Z',
};

const page = (items: unknown[]) =>
  new Response(JSON.stringify({ success: true, data: items }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(items.length) },
  });

const renderLog = (api: FetchStub) => ({ api, ...renderWithProviders(<AuditLogTab enabled />, asAdmin) });

describe('Admin list controls (on the audit log)', () => {
  it('reads newest first by default and asks for oldest first when chosen', async () => {
    const api = stubFetch().on('GET', AUDIT, page([entry]));
    const { user } = renderLog(api);
    await screen.findByRole('table', { name: 'Audit log' });
    const sort = screen.getByRole('group', { name: 'Sort order' });
    expect(within(sort).getByRole('button', { name: 'Newest first' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    await user.click(within(sort).getByRole('button', { name: 'Oldest first' }));
    await screen.findByRole('button', { name: 'Clear filters' });
    expect(api.requests.at(-1)?.path).toContain('sort=oldest');
  });

  it('says when "From" is after "To"', async () => {
    const { user } = renderLog(stubFetch().on('GET', AUDIT, page([entry])));
    await screen.findByRole('table', { name: 'Audit log' });
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('"From" is after "To"');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the date range, and "Clear filters" drops it', async () => {
    const api = stubFetch().on('GET', AUDIT, (request) =>
      request.path.includes('from=2026-03-01') ? page([]) : page([entry]),
    );
    const { user } = renderLog(api);
    await screen.findByRole('table', { name: 'Audit log' });
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    expect(await screen.findByText('No audit log match these filters')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table', { name: 'Audit log' })).toHaveTextContent('grace');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('exports the CSV with the filters shown', async () => {
    const api = stubFetch().on('GET', AUDIT, page([entry]));
    const { user } = renderLog(api);
    await screen.findByRole('table', { name: 'Audit log' });
    await user.click(screen.getByRole('combobox', { name: 'Target' }));
    await user.click(await screen.findByRole('option', { name: 'User' }));

    const csv = await screen.findByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('download', 'audit-log.csv');
    expect(csv.getAttribute('href')).toMatch(/^\/api\/admin\/audit\/export\?.*targetType=user/);
  });
});

describe('AdminTwoFactorGate', () => {
  const TWO_FACTOR = '/api/account/two-factor';
  const status = (overrides: Partial<TwoFactorStatus>): TwoFactorStatus => ({
    enabled: false,
    recoveryCodesLeft: 0,
    required: false,
    ...overrides,
  });
  const renderGate = () =>
    renderWithProviders(
      <AdminTwoFactorGate>
        <p>Dashboard</p>
      </AdminTwoFactorGate>,
      asAdmin,
    );

  it('shows a loader until the status is known', async () => {
    const held = heldAnswer();
    stubFetch().on('GET', TWO_FACTOR, () => held.answer);
    renderGate();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
    held.release(data(status({ enabled: true })));
    expect(await screen.findByText('Dashboard')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns an admin without two-factor authentication above the dashboard', async () => {
    stubFetch().on('GET', TWO_FACTOR, data(status({})));
    renderGate();
    expect(await screen.findByText('Protect your admin account')).toBeVisible();
    expect(screen.getByText('Dashboard')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Set up two-factor authentication' })).toHaveAttribute('href', '/account');
  });

  it('shows only the way to set it up where the server requires it', async () => {
    stubFetch().on('GET', TWO_FACTOR, data(status({ required: true })));
    renderGate();
    expect(await screen.findByText('Two-factor authentication is required for admins')).toBeVisible();
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
  });

  it('shows the dashboard when the status cannot be read', async () => {
    stubFetch();
    renderGate();
    expect(await screen.findByText('Dashboard')).toBeVisible();
  });
});
