import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { KeysetPage } from '../../../paging/keyset-page';
import type { Notification } from '../domain/notification';
import { NotificationRepository } from './notification.repository';

/** A person's own notifications: the list, the unread count, and marking them read. */
@Injectable()
export class ReadNotificationsUseCase {
  constructor(private readonly notifications: NotificationRepository) {}

  page(userId: number, limit: number, before: number | undefined): Promise<KeysetPage<Notification>> {
    return this.notifications.page(userId, limit, before);
  }

  unreadCount(userId: number): Promise<number> {
    return this.notifications.unreadCount(userId);
  }

  async markRead(userId: number, id: number): Promise<Notification> {
    const notification = await this.notifications.markRead(userId, id);
    if (!notification) throw new DomainError('NOT_FOUND', 'Notification not found');
    return notification;
  }

  markAllRead(userId: number): Promise<number> {
    return this.notifications.markAllRead(userId);
  }
}
