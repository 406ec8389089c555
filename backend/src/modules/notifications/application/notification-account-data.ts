import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  AccountDataExportHandlers,
  AccountDeletedHandlers,
  type AccountDataOwner,
} from '../../auth/application/account-data';
import type { Notification } from '../domain/notification';
import { NOTIFICATION_KINDS, type NotificationKind } from '../domain/notification-kind';

export abstract class NotificationAccountDataRepository {
  /** Every notification of the user, newest first. */
  abstract notificationsOf(userId: number): Promise<Notification[]>;
  abstract emailOffKinds(userId: number): Promise<NotificationKind[]>;
  abstract deleteAllOf(userId: number): Promise<void>;
}

/** The account's notifications and email preferences, in its export and gone with it. */
@Injectable()
export class NotificationAccountData implements OnModuleInit {
  constructor(
    private readonly exports: AccountDataExportHandlers,
    private readonly deletions: AccountDeletedHandlers,
    private readonly data: NotificationAccountDataRepository,
  ) {}

  onModuleInit(): void {
    this.exports.register({ handle: (owner) => this.export(owner) });
    this.deletions.register({ handle: (owner) => this.data.deleteAllOf(owner.userId) });
  }

  private async export(owner: AccountDataOwner) {
    const [notifications, off] = await Promise.all([
      this.data.notificationsOf(owner.userId),
      this.data.emailOffKinds(owner.userId),
    ]);
    const kinds = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
    return {
      notificationPreferences: kinds.map((kind) => ({ kind, email: !off.includes(kind) })),
      notifications,
    };
  }
}
