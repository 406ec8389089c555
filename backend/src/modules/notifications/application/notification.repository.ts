import type { KeysetPage } from '../../../paging/keyset-page';
import type { NewNotification, Notification } from '../domain/notification';
import type { NotificationKind } from '../domain/notification-kind';

export abstract class NotificationRepository {
  /** Adds it unless its dedupe key exists; answers whether it was added. */
  abstract add(notification: NewNotification): Promise<boolean>;
  abstract page(userId: number, limit: number, before: number | undefined): Promise<KeysetPage<Notification>>;
  abstract unreadCount(userId: number): Promise<number>;
  /** Marks the user's own notification read; null when it is not theirs or does not exist. */
  abstract markRead(userId: number, id: number): Promise<Notification | null>;
  abstract markAllRead(userId: number): Promise<number>;
}

export abstract class NotificationPreferenceRepository {
  /** The kinds the user turned email off for (email is on unless turned off). */
  abstract emailOff(userId: number): Promise<Set<NotificationKind>>;
  /** Of these users, those who turned email off for the kind. */
  abstract emailOffAmong(userIds: number[], kind: NotificationKind): Promise<Set<number>>;
  abstract save(userId: number, preferences: { kind: NotificationKind; email: boolean }[]): Promise<void>;
}
