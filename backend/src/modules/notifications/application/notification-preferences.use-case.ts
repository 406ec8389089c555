import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { Role } from '../../../kernel/auth/session-user';
import { isNotificationKind, kindsFor, NOTIFICATION_KINDS, type NotificationKind } from '../domain/notification-kind';
import { NotificationPreferenceRepository } from './notification.repository';

export interface NotificationPreference {
  kind: NotificationKind;
  label: string;
  description: string;
  email: boolean;
}

/** Per kind, whether a person also gets its notifications by email (on unless turned off). */
@Injectable()
export class NotificationPreferencesUseCase {
  constructor(private readonly preferences: NotificationPreferenceRepository) {}

  async list(userId: number, role: Role): Promise<NotificationPreference[]> {
    const off = await this.preferences.emailOff(userId);
    return kindsFor(role).map((kind) => ({
      kind,
      label: NOTIFICATION_KINDS[kind].label,
      description: NOTIFICATION_KINDS[kind].description,
      email: !off.has(kind),
    }));
  }

  async save(
    userId: number,
    role: Role,
    changes: { kind: string; email: boolean }[],
  ): Promise<NotificationPreference[]> {
    const allowed = new Set<string>(kindsFor(role));
    for (const { kind } of changes) {
      if (!isNotificationKind(kind) || !allowed.has(kind)) {
        throw new DomainError('VALIDATION_FAILED', `Unknown notification kind: ${kind}`);
      }
    }
    await this.preferences.save(userId, changes as { kind: NotificationKind; email: boolean }[]);
    return this.list(userId, role);
  }
}
