import type { NotificationKind } from './notification-kind';

export interface Notification {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
}

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  /** One notification per event and recipient, however often the event's job runs. */
  dedupeKey: string;
}
