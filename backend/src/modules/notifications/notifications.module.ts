import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { DispatchNotificationUseCase } from './application/dispatch-notification.use-case';
import { NotificationAccountData, NotificationAccountDataRepository } from './application/notification-account-data';
import { NotificationPreferencesUseCase } from './application/notification-preferences.use-case';
import { NotificationPreferenceRepository, NotificationRepository } from './application/notification.repository';
import { Notifier } from './application/notifier';
import { ReadNotificationsUseCase } from './application/read-notifications.use-case';
import { NotificationsController } from './http/notifications.controller';
import { JobNotifier } from './infrastructure/job-notifier';
import { TypeormNotificationAccountDataRepository } from './infrastructure/typeorm-notification-account-data.repository';
import { NotificationEntity, NotificationPreferenceEntity } from './infrastructure/notification.entity';
import {
  TypeormNotificationPreferenceRepository,
  TypeormNotificationRepository,
} from './infrastructure/typeorm-notification.repository';

@Module({
  imports: [TypeOrmModule.forFeature([NotificationEntity, NotificationPreferenceEntity]), AuthModule, MailModule],
  controllers: [NotificationsController],
  providers: [
    DispatchNotificationUseCase,
    ReadNotificationsUseCase,
    NotificationPreferencesUseCase,
    NotificationAccountData,
    { provide: NotificationAccountDataRepository, useClass: TypeormNotificationAccountDataRepository },
    { provide: Notifier, useClass: JobNotifier },
    { provide: NotificationRepository, useClass: TypeormNotificationRepository },
    { provide: NotificationPreferenceRepository, useClass: TypeormNotificationPreferenceRepository },
  ],
  exports: [Notifier],
})
export class NotificationsModule {}
