import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { partnerProfile } from '../../../test-support/fixtures';
import { findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { CampaignsTab } from './CampaignsTab';

const CAMPAIGNS = '/api/campaigns';

const profile = partnerProfile({ website: 'https://lovelace.io' });

const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: 4,
  name: 'Spring push',
  description: 'Exchange listings',
  budget: 1500,
  status: 'draft',
  startDate: '2026-03-01',
  endDate: null,
  targetMetrics: '5,000 KYC signups',
  createdAt: '2026-01-02T10:00:00.000Z',
  stats: { clicks: 1200, conversions: 30, conversionRate: 0.025 },
  ...overrides,
});

const renderTab = (api: FetchStub) => ({
  api,
  ...renderWithProviders(<CampaignsTab profile={profile} />, { user: sessionUser('partner') }),
});

const card = (name: string) => screen.findByRole('article', { name });

describe('Campaign cards', () => {
  it('shows the facts of a campaign and the actions its status allows', async () => {
    renderTab(
      stubFetch().on(
        'GET',
        CAMPAIGNS,
        data([campaign(), campaign({ id: 5, name: 'Winter push', status: 'completed', targetMetrics: '' })]),
      ),
    );
    const draft = await card('Spring push');
    expect(draft).toHaveTextContent('$1,500');
    expect(draft).toHaveTextContent('5,000 KYC signups');
    expect(draft).toHaveTextContent('1,200');
    expect(within(draft).getByRole('button', { name: 'Activate Spring push' })).toBeEnabled();
    expect(within(draft).getByRole('button', { name: 'Edit Spring push' })).toBeEnabled();
    expect(within(draft).getByRole('button', { name: 'Delete draft Spring push' })).toBeEnabled();

    const completed = await card('Winter push');
    expect(completed).toHaveTextContent('Not set');
    expect(within(completed).queryByRole('button', { name: /Edit|Delete|Activate|Complete/ })).not.toBeInTheDocument();
  });

  it('activates a draft, reading "Activating..." while the change is on its way', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', CAMPAIGNS, data([campaign()]))
      .on('PATCH', `${CAMPAIGNS}/4/status`, () => held.answer);
    const { user } = renderTab(api);
    await user.click(within(await card('Spring push')).getByRole('button', { name: 'Activate Spring push' }));

    expect(await screen.findByRole('button', { name: 'Activating... Spring push' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Spring push' })).toBeDisabled();
    api.on('GET', CAMPAIGNS, data([campaign({ status: 'active' })]));
    held.release(data(campaign({ status: 'active' })));

    expect(await findToast('Campaign activated')).toBeVisible();
    expect(api.sent('PATCH', `${CAMPAIGNS}/4/status`)[0]?.body).toEqual({ status: 'active' });
    expect(await screen.findByRole('button', { name: 'Complete Spring push' })).toBeEnabled();
  });

  it('shows a refused status change on the card, with no toast', async () => {
    const { user } = renderTab(
      stubFetch()
        .on('GET', CAMPAIGNS, data([campaign({ status: 'active' })]))
        .on('PATCH', `${CAMPAIGNS}/4/status`, refusal(409, 'The campaign has ended already')),
    );
    const active = await card('Spring push');
    await user.click(within(active).getByRole('button', { name: 'Complete Spring push' }));

    const alert = await within(active).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update campaign');
    expect(alert).toHaveTextContent('The campaign has ended already');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeEmptyDOMElement();
  });
});

describe('EditCampaignDialog', () => {
  async function openEdit(api: FetchStub) {
    const rendered = renderTab(api.on('GET', CAMPAIGNS, data([campaign()])));
    await rendered.user.click(within(await card('Spring push')).getByRole('button', { name: 'Edit Spring push' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Spring push' });
    return { ...rendered, dialog };
  }
  const field = (dialog: HTMLElement, name: string) =>
    within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });

  it('starts from the campaign as it is and says its status stays', async () => {
    const { dialog } = await openEdit(stubFetch());
    expect(dialog).toHaveTextContent('The campaign keeps its status (draft); only its details change.');
    expect(field(dialog, 'Name')).toHaveValue('Spring push');
    expect(within(dialog).getByRole('spinbutton', { name: 'Budget' })).toHaveValue(1500);
    expect(within(dialog).getByLabelText('Start Date')).toHaveValue('2026-03-01');
    expect(within(dialog).getByLabelText('End Date')).toHaveValue('');
  });

  it('requires a name and sends nothing without one', async () => {
    const { user, api, dialog } = await openEdit(stubFetch());
    await user.clear(field(dialog, 'Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(field(dialog, 'Name')).toHaveAccessibleDescription('Name is required');
    expect(api.sent('PATCH', `${CAMPAIGNS}/4`)).toEqual([]);
  });

  it('sends the changed details, says "Campaign updated." and closes', async () => {
    const held = heldAnswer();
    const { user, api, dialog } = await openEdit(stubFetch().on('PATCH', `${CAMPAIGNS}/4`, () => held.answer));
    await user.type(field(dialog, 'Name'), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release(data(campaign({ name: 'Spring push 2' })));
    expect(await findToast('Campaign updated.')).toBeVisible();
    expect(api.sent('PATCH', `${CAMPAIGNS}/4`)[0]?.body).toEqual({
      name: 'Spring push 2',
      description: 'Exchange listings',
      budget: 1500,
      startDate: '2026-03-01',
      endDate: null,
      targetMetrics: '5,000 KYC signups',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the dialog open with 'Failed to update campaign' and the server's reason", async () => {
    const { user, dialog } = await openEdit(
      stubFetch().on('PATCH', `${CAMPAIGNS}/4`, refusal(409, 'A completed campaign cannot change')),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update campaign');
    expect(alert).toHaveTextContent('A completed campaign cannot change');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('closes with the Close button without sending', async () => {
    const { user, api, dialog } = await openEdit(stubFetch());
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('PATCH', `${CAMPAIGNS}/4`)).toEqual([]);
  });
});

describe('DeleteCampaignDialog', () => {
  async function openDelete(api: FetchStub) {
    const rendered = renderTab(api.on('GET', CAMPAIGNS, data([campaign()])));
    await rendered.user.click(
      within(await card('Spring push')).getByRole('button', { name: 'Delete draft Spring push' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Spring push?' });
    return { ...rendered, dialog };
  }

  it('"Keep it" closes without deleting', async () => {
    const { user, api, dialog } = await openDelete(stubFetch());
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('DELETE', `${CAMPAIGNS}/4`)).toEqual([]);
  });

  it('deletes the draft, disabled while deleting, and takes it off the list', async () => {
    const held = heldAnswer();
    const { user, api, dialog } = await openDelete(stubFetch().on('DELETE', `${CAMPAIGNS}/4`, () => held.answer));
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));

    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeDisabled();
    api.on('GET', CAMPAIGNS, data([]));
    held.release(data({ id: 4 }));

    expect(await findToast('Draft campaign deleted.')).toBeVisible();
    expect(api.sent('DELETE', `${CAMPAIGNS}/4`)).toHaveLength(1);
    expect(await screen.findByText('No campaigns yet. Create your first campaign above!')).toBeVisible();
  });

  it("shows 'Failed to delete campaign' in the dialog when refused", async () => {
    const { user, dialog } = await openDelete(
      stubFetch().on('DELETE', `${CAMPAIGNS}/4`, refusal(409, 'Only drafts can be deleted')),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete campaign');
    expect(alert).toHaveTextContent('Only drafts can be deleted');
    expect(within(dialog).getByRole('button', { name: 'Delete draft' })).toBeEnabled();
  });
});
