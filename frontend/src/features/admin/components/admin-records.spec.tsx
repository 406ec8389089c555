import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, ContactMessage, NewsletterSubscriber, ReferralConversion } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { AuditLogTab } from './AuditLogTab';
import { ConversionsTab } from './ConversionsTab';
import { InboxTab } from './InboxTab';
import { OutboxTab } from './OutboxTab';

const asAdmin = { path: '/admin', user: sessionUser('admin') };

const page = (items: unknown[]) =>
  new Response(JSON.stringify({ success: true, data: items }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(items.length) },
  });

const rowOf = async (table: string, text: string) => {
  const found = await screen.findByRole('table', { name: table });
  return within(found).getByText(text).closest('tr') as HTMLElement;
};

describe('ConversionsTab', () => {
  const LIST = '/api/admin/referral-conversions';
  const conversion = (overrides: Partial<ReferralConversion> = {}): ReferralConversion => ({
    userId: 12,
    username: 'newbie',
    referralCode: 'LOVELACE',
    companyName: 'Lovelace Labs',
    convertedAt: '2026-01-02T10:00:00.000Z',
    status: 'flagged',
    flags: ['shared-address'],
    clientAddress: '203.0.113.7',
    userAgent: null,
    reviewedAt: null,
    reviewNote: null,
    ...overrides,
  });
  const renderTab = (api: FetchStub) => ({ api, ...renderWithProviders(<ConversionsTab enabled />, asAdmin) });

  it("shows 'No flagged conversions to review' for an empty queue", async () => {
    renderTab(stubFetch().on('GET', LIST, page([])));
    expect(await screen.findByText('No flagged conversions to review')).toBeVisible();
  });

  it('shows a load failure on a 500', async () => {
    renderTab(stubFetch().on('GET', LIST, refusal(500, 'Boom')));
    expect(await screen.findByText('We could not load the referral conversions.')).toBeVisible();
  });

  it('explains each flag, and offers Confirm and Void only for a flagged conversion', async () => {
    renderTab(
      stubFetch().on(
        'GET',
        LIST,
        page([
          conversion(),
          conversion({
            userId: 13,
            username: 'counted1',
            status: 'counted',
            flags: [],
            reviewNote: 'Looks fine',
            reviewedAt: '2026-01-03T10:00:00.000Z',
          }),
        ]),
      ),
    );
    const flagged = await rowOf('Referral conversions', 'newbie');
    expect(flagged).toHaveTextContent('Shared address');
    expect(flagged).toHaveTextContent('This address already produced 3 or more signups in the last 24 hours.');
    expect(flagged).toHaveTextContent('No user agent');
    expect(within(flagged).getByRole('button', { name: 'Confirm newbie' })).toBeEnabled();
    expect(within(flagged).getByRole('button', { name: 'Void newbie…' })).toBeEnabled();

    const counted = await rowOf('Referral conversions', 'counted1');
    expect(counted).toHaveTextContent('None');
    expect(counted).toHaveTextContent(': Looks fine');
    expect(within(counted).queryByRole('button')).not.toBeInTheDocument();
  });

  it('confirms a conversion at once and says it now counts', async () => {
    const api = stubFetch()
      .on('GET', LIST, page([conversion()]))
      .on('POST', `${LIST}/12/confirm`, data(conversion({ status: 'counted' })));
    const { user } = renderTab(api);
    await user.click(
      within(await rowOf('Referral conversions', 'newbie')).getByRole('button', { name: 'Confirm newbie' }),
    );

    expect(await findToast('newbie now counts for LOVELACE.')).toBeVisible();
    expect(api.sent('POST', `${LIST}/12/confirm`)[0]?.body).toEqual({});
  });

  it('says "Not confirmed" with the server\'s reason when confirming is refused', async () => {
    const { user } = renderTab(
      stubFetch()
        .on('GET', LIST, page([conversion()]))
        .on('POST', `${LIST}/12/confirm`, refusal(409, 'Already reviewed')),
    );
    await user.click(
      within(await rowOf('Referral conversions', 'newbie')).getByRole('button', { name: 'Confirm newbie' }),
    );
    expect(await findToast('Not confirmed')).toBeVisible();
    expect(await findToast('Already reviewed')).toBeVisible();
  });

  it('voids only with a note, disabled while sending', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', LIST, page([conversion()]))
      .on('POST', `${LIST}/12/void`, () => held.answer);
    const { user } = renderTab(api);
    await user.click(
      within(await rowOf('Referral conversions', 'newbie')).getByRole('button', { name: 'Void newbie…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Void the signup of newbie?' });
    expect(dialog).toHaveTextContent('It will never count for referral code LOVELACE.');
    await user.click(within(dialog).getByRole('button', { name: 'Void conversion' }));
    expect(within(dialog).getByRole('textbox', { name: /^Note/ })).toHaveAccessibleDescription(
      'A note is required to void a conversion. 0/1000',
    );
    expect(api.sent('POST', `${LIST}/12/void`)).toEqual([]);

    await fill(user, within(dialog).getByRole('textbox', { name: /^Note/ }), ' Same household ');
    await user.click(within(dialog).getByRole('button', { name: 'Void conversion' }));
    expect(within(dialog).getByRole('button', { name: 'Voiding...' })).toBeDisabled();
    held.release(data(conversion({ status: 'voided' })));

    expect(await findToast('newbie will not count for LOVELACE.')).toBeVisible();
    expect(api.sent('POST', `${LIST}/12/void`)[0]?.body).toEqual({ note: 'Same household' });
  });

  it("keeps the void dialog open with the server's refusal", async () => {
    const { user } = renderTab(
      stubFetch()
        .on('GET', LIST, page([conversion()]))
        .on('POST', `${LIST}/12/void`, refusal(409, 'Already reviewed by another admin')),
    );
    await user.click(
      within(await rowOf('Referral conversions', 'newbie')).getByRole('button', { name: 'Void newbie…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Void the signup of newbie?' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Note/ }), 'Same household');
    await user.click(within(dialog).getByRole('button', { name: 'Void conversion' }));

    expect(await within(dialog).findByText('Already reviewed by another admin')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Void conversion' })).toBeEnabled();
  });

  it('asks the server for counted conversions when that status is chosen', async () => {
    const api = stubFetch().on('GET', LIST, page([conversion()]));
    const { user } = renderTab(api);
    await rowOf('Referral conversions', 'newbie');
    api.on('GET', LIST, page([]));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Counted' }));

    expect(await screen.findByText('No referral conversions match these filters')).toBeVisible();
    expect(api.requests.at(-1)?.path).toContain('status=counted');
  });
});

describe('OutboxTab', () => {
  const LIST = '/api/admin/outbox';
  const mail = { id: 4, to: 'ada@example.com', subject: 'Verify your address', sentAt: '2026-01-02T10:00:00.000Z' };

  it("shows 'No mail has been sent yet' for an empty outbox", async () => {
    stubFetch().on('GET', LIST, page([]));
    renderWithProviders(<OutboxTab enabled />, asAdmin);
    expect(await screen.findByText('No mail has been sent yet')).toBeVisible();
  });

  it('reads the list again on Refresh', async () => {
    const api = stubFetch().on('GET', LIST, page([]));
    const { user } = renderWithProviders(<OutboxTab enabled />, asAdmin);
    await screen.findByText('No mail has been sent yet');
    api.on('GET', LIST, page([mail]));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await rowOf('Sent mail', 'ada@example.com')).toHaveTextContent('Verify your address');
  });

  it('opens a mail: its headers, plain text and HTML in a sandbox', async () => {
    const held = heldAnswer();
    stubFetch()
      .on('GET', LIST, page([mail]))
      .on('GET', `${LIST}/4`, () => held.answer);
    const { user } = renderWithProviders(<OutboxTab enabled />, asAdmin);
    const subject = within(await rowOf('Sent mail', 'ada@example.com')).getByRole('button', {
      name: 'Verify your address',
    });
    expect(subject).toHaveAttribute('aria-pressed', 'false');
    await user.click(subject);
    expect(subject).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');

    held.release(data({ ...mail, text: 'Open this link', html: '<p>Open <a href="#">this link</a></p>' }));
    expect(await screen.findByRole('heading', { name: 'Verify your address' })).toBeVisible();
    expect(screen.getByLabelText('Plain-text message')).toHaveTextContent('Open this link');
    const frame = screen.getByTitle('Rendered message');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Open <a href="#">this link</a></p>');
  });

  it('shows a failure with a retry when the mail cannot be read', async () => {
    const api = stubFetch()
      .on('GET', LIST, page([mail]))
      .on('GET', `${LIST}/4`, refusal(404, 'Message not found'));
    const { user } = renderWithProviders(<OutboxTab enabled />, asAdmin);
    await user.click(
      within(await rowOf('Sent mail', 'ada@example.com')).getByRole('button', { name: 'Verify your address' }),
    );
    expect(await screen.findByText('We could not load this message.')).toBeVisible();
    api.on('GET', `${LIST}/4`, data({ ...mail, text: 'Open this link', html: '<p>Hi</p>' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Plain-text message')).toHaveTextContent('Open this link');
  });
});

describe('AuditLogTab', () => {
  const LIST = '/api/admin/audit';
  const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
    id: 1,
    adminId: 1,
    adminUsername: 'admin1',
    action: 'project-submission.approve',
    targetType: 'project-submission',
    targetId: 7,
    targetLabel: 'Moonswap',
    outcome: 'approved',
    notes: null,
    before: { verificationStatus: 'pending' },
    after: { verificationStatus: 'approved' },
    createdAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  });

  it("shows 'No decisions recorded yet' for an empty log, and a failure on a 500", async () => {
    const api = stubFetch().on('GET', LIST, refusal(500, 'Boom'));
    const { user } = renderWithProviders(<AuditLogTab enabled />, asAdmin);
    expect(await screen.findByText('We could not load the audit log.')).toBeVisible();
    api.on('GET', LIST, page([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No decisions recorded yet')).toBeVisible();
  });

  it('shows who did what to which target, and what changed', async () => {
    stubFetch().on(
      'GET',
      LIST,
      page([
        entry(),
        entry({
          id: 2,
          action: 'user.disable',
          targetType: 'user',
          targetId: 5,
          targetLabel: 'grace',
          before: null,
          after: null,
          notes: 'Spam',
        }),
      ]),
    );
    renderWithProviders(<AuditLogTab enabled />, asAdmin);
    const approved = await rowOf('Audit log', 'Moonswap');
    expect(approved).toHaveTextContent('Approved submission');
    expect(approved).toHaveTextContent('Project submission #7');
    expect(within(approved).getByRole('listitem')).toHaveTextContent(/^Verification:pending.*changed to approved$/);
    expect(within(approved).getByRole('button', { name: 'Reverse… Moonswap' })).toBeVisible();

    const disabled = await rowOf('Audit log', 'grace');
    expect(disabled).toHaveTextContent('Disabled account');
    expect(disabled).toHaveTextContent('Spam');
    expect(within(disabled).queryByRole('button')).not.toBeInTheDocument();
  });

  it('reverses a decision from its row with the required reason', async () => {
    const api = stubFetch()
      .on('GET', LIST, page([entry()]))
      .on('POST', '/api/project-submissions/7/reopen', data({ id: 7 }));
    const { user } = renderWithProviders(<AuditLogTab enabled />, asAdmin);
    await user.click(within(await rowOf('Audit log', 'Moonswap')).getByRole('button', { name: 'Reverse… Moonswap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen submission?' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Approved by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));

    expect(await findToast('The submission is back in the queue.')).toBeVisible();
    expect(api.sent('POST', '/api/project-submissions/7/reopen')[0]?.body).toEqual({ reason: 'Approved by mistake' });
  });

  it('asks the server for the chosen action', async () => {
    const api = stubFetch().on('GET', LIST, page([entry()]));
    const { user } = renderWithProviders(<AuditLogTab enabled />, asAdmin);
    await rowOf('Audit log', 'Moonswap');
    api.on('GET', LIST, page([]));
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Disabled account' }));

    expect(await screen.findByText('No audit log match these filters')).toBeVisible();
    expect(api.requests.at(-1)?.path).toContain('action=user.disable');
  });
});

describe('InboxTab', () => {
  const MESSAGES = '/api/admin/contact-messages';
  const SUBSCRIBERS = '/api/admin/newsletter-subscribers';
  const message: ContactMessage = {
    id: 1,
    name: 'Ada',
    email: 'ada@example.com',
    company: 'Lovelace Labs',
    message: 'We would like a listing.',
    createdAt: '2026-01-02T10:00:00.000Z',
  };
  const subscriber = (overrides: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber => ({
    id: 1,
    email: 'early@example.com',
    status: 'active',
    createdAt: '2026-01-02T10:00:00.000Z',
    confirmedAt: null,
    unsubscribedAt: null,
    ...overrides,
  });

  it('shows both empty states', async () => {
    stubFetch().on('GET', MESSAGES, page([])).on('GET', SUBSCRIBERS, page([]));
    renderWithProviders(<InboxTab enabled />, asAdmin);
    expect(await screen.findByText('No contact messages yet')).toBeVisible();
    expect(await screen.findByText('No newsletter subscribers yet')).toBeVisible();
  });

  it('shows a failure for one list while the other still shows', async () => {
    stubFetch()
      .on('GET', MESSAGES, refusal(500, 'Boom'))
      .on('GET', SUBSCRIBERS, page([subscriber()]));
    renderWithProviders(<InboxTab enabled />, asAdmin);
    expect(await screen.findByText('We could not load the contact messages.')).toBeVisible();
    expect(await rowOf('Newsletter subscribers', 'early@example.com')).toBeVisible();
  });

  it('lists messages with a mail link, and subscribers with their confirmation', async () => {
    stubFetch()
      .on('GET', MESSAGES, page([message]))
      .on(
        'GET',
        SUBSCRIBERS,
        page([subscriber(), subscriber({ id: 2, email: 'waiting@example.com', status: 'pending' })]),
      );
    renderWithProviders(<InboxTab enabled />, asAdmin);
    const messageRow = await rowOf('Contact messages', 'Ada');
    expect(within(messageRow).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(messageRow).toHaveTextContent('We would like a listing.');
    expect(await rowOf('Newsletter subscribers', 'early@example.com')).toHaveTextContent('Before opt-in');
    const pendingRow = await rowOf('Newsletter subscribers', 'waiting@example.com');
    expect(pendingRow).toHaveTextContent('Pending');
    expect(pendingRow).toHaveTextContent('—');
  });

  it('offers a CSV export of each list', async () => {
    stubFetch()
      .on('GET', MESSAGES, page([message]))
      .on('GET', SUBSCRIBERS, page([subscriber()]));
    renderWithProviders(<InboxTab enabled />, asAdmin);
    await rowOf('Contact messages', 'Ada');
    const links = screen.getAllByRole('link', { name: /CSV/i });
    expect(links.map((link) => link.getAttribute('href')?.split('?')[0])).toEqual([
      '/api/admin/contact-messages/export',
      '/api/admin/newsletter-subscribers/export',
    ]);
  });
});
