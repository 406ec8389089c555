import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { NotificationBell } from './NotificationBell';

const LIST = '/api/notifications';
const COUNT = '/api/notifications/unread-count';

const notification = (overrides: Partial<AppNotification> = {}): AppNotification => ({
  id: 1,
  kind: 'submission-decided',
  title: 'Moonswap approved',
  body: 'Your project is listed.',
  link: '/submit-project',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  ...overrides,
});

const page = (items: AppNotification[], headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ success: true, data: items }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(items.length), ...headers },
  });

const renderBell = (api: FetchStub) => ({
  api,
  ...renderWithProviders(<NotificationBell />, { user: sessionUser('user'), path: '/', route: '/' }),
});

async function openPanel(api: FetchStub) {
  const rendered = renderBell(api);
  await rendered.user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  return { ...rendered, panel };
}

describe('NotificationBell', () => {
  it('shows nothing when signed out', () => {
    const api = stubFetch();
    renderWithProviders(<NotificationBell />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('names the unread count, and caps the badge at 99+', async () => {
    const { unmount } = renderBell(stubFetch().on('GET', COUNT, data({ count: 3 })));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    unmount();
    renderBell(stubFetch().on('GET', COUNT, data({ count: 150 })));
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toBeVisible();
  });

  it('says "You\'re all caught up" when there are none, with "Mark all as read" disabled', async () => {
    const { panel } = await openPanel(
      stubFetch()
        .on('GET', COUNT, data({ count: 0 }))
        .on('GET', LIST, page([])),
    );
    expect(await within(panel).findByText("You're all caught up")).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows a loader, then a failure with a retry', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', COUNT, data({ count: 1 }))
      .on('GET', LIST, () => held.answer);
    const { user, panel } = await openPanel(api);
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading notifications...');
    held.release(refusal(500, 'Boom'));
    expect(await within(panel).findByText('We could not load your notifications.')).toBeVisible();

    api.on('GET', LIST, page([notification()]));
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('list', { name: 'Notifications' })).toHaveTextContent('Moonswap approved');
  });

  it('marks one as read and lowers the count', async () => {
    const api = stubFetch()
      .on('GET', COUNT, data({ count: 1 }))
      .on('GET', LIST, page([notification()]))
      .on('POST', `${LIST}/1/read`, data(notification({ readAt: new Date().toISOString() })));
    const { user, panel } = await openPanel(api);
    const list = await within(panel).findByRole('list', { name: 'Notifications' });
    expect(list).toHaveTextContent('Unread: Moonswap approved');
    api.on('GET', COUNT, data({ count: 0 }));
    await user.click(within(list).getByRole('button', { name: 'Mark as read: Moonswap approved' }));

    // The open panel hides the rest of the page from assistive technology, the bell included.
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(api.sent('POST', `${LIST}/1/read`)).toHaveLength(1);
    expect(list).not.toHaveTextContent('Unread:');
    expect(within(list).queryByRole('button', { name: /^Mark as read/ })).not.toBeInTheDocument();
  });

  it('puts the mark back and says "Error" when marking read is refused', async () => {
    const api = stubFetch()
      .on('GET', COUNT, data({ count: 1 }))
      .on('GET', LIST, page([notification()]))
      .on('POST', `${LIST}/1/read`, refusal(404, 'Notification not found'));
    const { user, panel } = await openPanel(api);
    const list = await within(panel).findByRole('list', { name: 'Notifications' });
    await user.click(within(list).getByRole('button', { name: 'Mark as read: Moonswap approved' }));

    expect(await findToast('Notification not found')).toBeVisible();
    expect(await within(list).findByRole('button', { name: 'Mark as read: Moonswap approved' })).toBeVisible();
  });

  it('opens a notification: marks it read, closes the panel and goes to its page', async () => {
    const api = stubFetch()
      .on('GET', COUNT, data({ count: 1 }))
      .on('GET', LIST, page([notification()]))
      .on('POST', `${LIST}/1/read`, data(notification({ readAt: new Date().toISOString() })));
    const { user, panel } = await openPanel(api);
    const list = await within(panel).findByRole('list', { name: 'Notifications' });
    await user.click(within(list).getByRole('link', { name: /Moonswap approved/ }));

    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/submit-project');
    expect(api.sent('POST', `${LIST}/1/read`)).toHaveLength(1);
  });

  it('marks all as read', async () => {
    const api = stubFetch()
      .on('GET', COUNT, data({ count: 2 }))
      .on('GET', LIST, page([notification(), notification({ id: 2, title: 'Referral converted', link: null })]))
      .on('POST', `${LIST}/read-all`, data({ updated: 2 }));
    const { user, panel } = await openPanel(api);
    const list = await within(panel).findByRole('list', { name: 'Notifications' });
    api.on('GET', COUNT, data({ count: 0 }));
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    expect(await findToast('All notifications marked as read')).toBeVisible();
    expect(list).not.toHaveTextContent('Unread:');
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('loads older notifications on demand', async () => {
    const api = stubFetch()
      .on('GET', COUNT, data({ count: 0 }))
      .on('GET', LIST, (request) =>
        request.path.includes('cursor=c2')
          ? page([notification({ id: 2, title: 'Older news', readAt: '2026-01-01T00:00:00.000Z' })])
          : page([notification({ readAt: '2026-01-01T00:00:00.000Z' })], {
              Link: `<${LIST}?limit=20&cursor=c2>; rel="next"`,
            }),
      );
    const { user, panel } = await openPanel(api);
    const list = await within(panel).findByRole('list', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Older news')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
