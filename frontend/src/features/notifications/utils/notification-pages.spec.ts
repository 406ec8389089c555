import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../lib/api-types';
import {
  FIRST_PAGE_KEY,
  hasMorePages,
  notificationPageKey,
  withAllNotificationsRead,
  withNotificationRead,
  type NotificationPage,
} from './notification-pages';

const notification = (id: number, readAt: string | null = null): AppNotification => ({
  id,
  kind: 'submission-decided',
  title: `Notification ${id}`,
  body: 'Body',
  link: '/submit-project',
  createdAt: '2026-03-10T12:00:00.000Z',
  readAt,
});

const page = (items: AppNotification[], next: string | null): NotificationPage => ({ items, next, total: 3 });

describe('notificationPageKey', () => {
  it('starts at the newest page of 20', () => {
    expect(FIRST_PAGE_KEY).toBe('/api/notifications?limit=20');
    expect(notificationPageKey(0, null)).toBe(FIRST_PAGE_KEY);
  });

  it("follows the previous page's next link and stops after the last page", () => {
    expect(notificationPageKey(1, page([notification(3)], '/api/notifications?limit=20&cursor=Mw'))).toBe(
      '/api/notifications?limit=20&cursor=Mw',
    );
    expect(notificationPageKey(2, page([notification(1)], null))).toBeNull();
  });
});

describe('hasMorePages', () => {
  it('is true only while the last loaded page names a next one', () => {
    expect(hasMorePages(undefined)).toBe(false);
    expect(hasMorePages([])).toBe(false);
    expect(hasMorePages([page([notification(3)], '/next')])).toBe(true);
    expect(hasMorePages([page([notification(3)], '/next'), page([notification(1)], null)])).toBe(false);
  });
});

describe('marking read in the loaded pages', () => {
  const readAt = '2026-03-10T12:05:00.000Z';
  const earlier = '2026-03-09T08:00:00.000Z';
  const pages = [page([notification(3), notification(2, earlier)], '/next'), page([notification(1)], null)];

  it('marks one notification, keeping an earlier read time and leaving the others', () => {
    const marked = withNotificationRead(pages, 1, readAt);
    expect(marked[1].items[0].readAt).toBe(readAt);
    expect(marked[0].items.map((item) => item.readAt)).toEqual([null, earlier]);
    expect(withNotificationRead(pages, 2, readAt)[0].items[1].readAt).toBe(earlier);
    expect(pages[1].items[0].readAt).toBeNull();
  });

  it('marks every unread one', () => {
    const marked = withAllNotificationsRead(pages, readAt);
    expect(marked.flatMap((loaded) => loaded.items.map((item) => item.readAt))).toEqual([readAt, earlier, readAt]);
    expect(marked[0].next).toBe('/next');
  });
});
