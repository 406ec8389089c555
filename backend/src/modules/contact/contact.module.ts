import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ConfirmNewsletterSubscriptionUseCase } from './application/confirm-newsletter-subscription.use-case';
import { ContactMessageRepository } from './application/contact-message.repository';
import { NewsletterAccountData, NewsletterAccountDataRepository } from './application/newsletter-account-data';
import { NewsletterLinks } from './application/newsletter-links';
import { NewsletterSubscriptionRepository } from './application/newsletter-subscription.repository';
import { UnsubscribeTokens } from './application/newsletter-tokens';
import { SendContactMessageUseCase } from './application/send-contact-message.use-case';
import { SubscribeToNewsletterUseCase } from './application/subscribe-to-newsletter.use-case';
import { UnsubscribeFromNewsletterUseCase } from './application/unsubscribe-from-newsletter.use-case';
import { ContactController } from './http/contact.controller';
import { NewsletterController } from './http/newsletter.controller';
import { ContactMessageEntity } from './infrastructure/contact-message.entity';
import { HmacUnsubscribeTokens } from './infrastructure/hmac-unsubscribe-tokens';
import { NewsletterSettingEntity } from './infrastructure/newsletter-setting.entity';
import { NewsletterSubscriptionEntity } from './infrastructure/newsletter-subscription.entity';
import { TypeormContactMessageRepository } from './infrastructure/typeorm-contact-message.repository';
import { TypeormNewsletterAccountDataRepository } from './infrastructure/typeorm-newsletter-account-data.repository';
import { TypeormNewsletterSubscriptionRepository } from './infrastructure/typeorm-newsletter-subscription.repository';
import { InboxLists } from './application/inbox-lists';
import { TypeormInboxLists } from './infrastructure/typeorm-inbox-lists';

@Module({
  imports: [
    TypeOrmModule.forFeature([ContactMessageEntity, NewsletterSubscriptionEntity, NewsletterSettingEntity]),
    AuthModule,
    MailModule,
    NotificationsModule,
  ],
  controllers: [ContactController, NewsletterController],
  providers: [
    { provide: InboxLists, useClass: TypeormInboxLists },
    SendContactMessageUseCase,
    SubscribeToNewsletterUseCase,
    ConfirmNewsletterSubscriptionUseCase,
    UnsubscribeFromNewsletterUseCase,
    NewsletterLinks,
    NewsletterAccountData,
    { provide: NewsletterAccountDataRepository, useClass: TypeormNewsletterAccountDataRepository },
    { provide: ContactMessageRepository, useClass: TypeormContactMessageRepository },
    { provide: NewsletterSubscriptionRepository, useClass: TypeormNewsletterSubscriptionRepository },
    { provide: UnsubscribeTokens, useClass: HmacUnsubscribeTokens },
  ],
  exports: [InboxLists],
})
export class ContactModule {}
