import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { NotificationAccountDataRepository } from '../application/notification-account-data';
import type { Notification } from '../domain/notification';
import type { NotificationKind } from '../domain/notification-kind';
import { NotificationEntity, NotificationPreferenceEntity } from './notification.entity';

@Injectable()
export class TypeormNotificationAccountDataRepository extends NotificationAccountDataRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  async notificationsOf(userId: number): Promise<Notification[]> {
    const rows = await this.unitOfWork
      .manager()
      .getRepository(NotificationEntity)
      .find({ where: { userId }, order: { id: 'DESC' } });
    return rows.map(({ id, kind, title, body, link, createdAt, readAt }) => ({
      id: Number(id),
      kind,
      title,
      body,
      link,
      createdAt,
      readAt,
    }));
  }

  async emailOffKinds(userId: number): Promise<NotificationKind[]> {
    const rows = await this.unitOfWork
      .manager()
      .getRepository(NotificationPreferenceEntity)
      .find({ where: { userId, email: false } });
    return rows.map((row) => row.kind);
  }

  async deleteAllOf(userId: number): Promise<void> {
    await this.unitOfWork.manager().getRepository(NotificationEntity).delete({ userId });
    await this.unitOfWork.manager().getRepository(NotificationPreferenceEntity).delete({ userId });
  }
}
