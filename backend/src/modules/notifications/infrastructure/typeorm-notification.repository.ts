import { Injectable } from '@nestjs/common';
import { In, IsNull, LessThan } from 'typeorm';
import { pageOf, type KeysetPage } from '../../../paging/keyset-page';
import { UnitOfWork } from '../../../database/unit-of-work';
import { NotificationPreferenceRepository, NotificationRepository } from '../application/notification.repository';
import type { NewNotification, Notification } from '../domain/notification';
import type { NotificationKind } from '../domain/notification-kind';
import { NotificationEntity, NotificationPreferenceEntity } from './notification.entity';

function toNotification({ id, kind, title, body, link, createdAt, readAt }: NotificationEntity): Notification {
  return { id: Number(id), kind, title, body, link, createdAt, readAt };
}

@Injectable()
export class TypeormNotificationRepository extends NotificationRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get notifications() {
    return this.unitOfWork.manager().getRepository(NotificationEntity);
  }

  async add(notification: NewNotification): Promise<boolean> {
    const result = await this.notifications
      .createQueryBuilder()
      .insert()
      .values(notification)
      .orIgnore()
      .returning('id')
      .updateEntity(false)
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  async page(userId: number, limit: number, before: number | undefined): Promise<KeysetPage<Notification>> {
    const [rows, total] = await Promise.all([
      this.notifications.find({
        where: { userId, ...(before === undefined ? {} : { id: LessThan(String(before)) }) },
        order: { id: 'DESC' },
        take: limit + 1,
      }),
      this.notifications.count({ where: { userId } }),
    ]);
    return pageOf(rows.map(toNotification), limit, total);
  }

  unreadCount(userId: number): Promise<number> {
    return this.notifications.count({ where: { userId, readAt: IsNull() } });
  }

  async markRead(userId: number, id: number): Promise<Notification | null> {
    const row = await this.notifications.findOne({ where: { id: String(id), userId } });
    if (!row) return null;
    if (!row.readAt) {
      await this.notifications.update({ id: row.id, readAt: IsNull() }, { readAt: () => 'now()' });
      return toNotification(await this.notifications.findOneByOrFail({ id: row.id }));
    }
    return toNotification(row);
  }

  async markAllRead(userId: number): Promise<number> {
    const result = await this.notifications.update({ userId, readAt: IsNull() }, { readAt: () => 'now()' });
    return result.affected ?? 0;
  }
}

@Injectable()
export class TypeormNotificationPreferenceRepository extends NotificationPreferenceRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get preferences() {
    return this.unitOfWork.manager().getRepository(NotificationPreferenceEntity);
  }

  async emailOff(userId: number): Promise<Set<NotificationKind>> {
    const rows = await this.preferences.find({ where: { userId, email: false } });
    return new Set(rows.map((row) => row.kind));
  }

  async emailOffAmong(userIds: number[], kind: NotificationKind): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.preferences.find({ where: { userId: In(userIds), kind, email: false } });
    return new Set(rows.map((row) => row.userId));
  }

  async save(userId: number, preferences: { kind: NotificationKind; email: boolean }[]): Promise<void> {
    if (preferences.length === 0) return;
    await this.preferences.upsert(
      preferences.map(({ kind, email }) => ({ userId, kind, email })),
      ['userId', 'kind'],
    );
  }
}
