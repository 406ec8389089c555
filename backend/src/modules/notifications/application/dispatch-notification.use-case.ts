import { Inject, Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { UserContacts, type UserContact } from '../../auth/application/user-contacts';
import { MailQueue } from '../../mail/application/mail-queue';
import { contentOf, mailOf } from './notification-content';
import type { NotificationEvent } from '../domain/notification-event';
import { audienceOf, kindOf } from '../domain/notification-kind';
import { NotificationPreferenceRepository, NotificationRepository } from './notification.repository';

export interface NotificationJob {
  /** Given when the event was reported; every key below derives from it. */
  eventId: string;
  event: NotificationEvent;
}

/**
 * The notification job: one in-app notification per recipient and one mail per recipient with a
 * verified address who has not turned the kind off, plus, for admins' events, one mail to the
 * team address (ADMIN_EMAIL). Keys derive from the event id, so a retried job adds nothing twice.
 */
@Injectable()
export class DispatchNotificationUseCase {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly contacts: UserContacts,
    private readonly notifications: NotificationRepository,
    private readonly preferences: NotificationPreferenceRepository,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ eventId, event }: NotificationJob): Promise<void> {
    return this.transactions.run(async () => {
      const audience = audienceOf(event);
      const recipients: UserContact[] =
        audience === 'admins'
          ? await this.contacts.admins()
          : [await this.contacts.byId(audience.owner)].filter((contact) => contact !== null);
      const kind = kindOf(event);
      const content = contentOf(event);
      const reachable = recipients.filter((recipient) => recipient.verifiedEmail).map((recipient) => recipient.id);
      const emailOff = reachable.length > 0 ? await this.preferences.emailOffAmong(reachable, kind) : new Set<number>();
      const message = mailOf(content, this.config.publicUrl);
      for (const recipient of recipients) {
        await this.notifications.add({
          userId: recipient.id,
          kind,
          ...content,
          dedupeKey: `${eventId}:${recipient.id}`,
        });
        if (recipient.verifiedEmail && !emailOff.has(recipient.id)) {
          await this.mail.enqueue({
            idempotencyKey: `notification:${eventId}:${recipient.id}`,
            to: recipient.verifiedEmail,
            message,
          });
        }
      }
      if (audience === 'admins' && this.config.adminEmail) {
        await this.mail.enqueue({
          idempotencyKey: `notification:${eventId}:team`,
          to: this.config.adminEmail,
          message: mailOf(content, this.config.publicUrl, false),
        });
      }
    });
  }
}
