import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessageRepository } from './application/contact-message.repository';
import { ListInboxUseCase } from './application/list-inbox.use-case';
import { NewsletterSubscriptionRepository } from './application/newsletter-subscription.repository';
import { SendContactMessageUseCase } from './application/send-contact-message.use-case';
import { SubscribeToNewsletterUseCase } from './application/subscribe-to-newsletter.use-case';
import { ContactController } from './http/contact.controller';
import { ContactMessageEntity } from './infrastructure/contact-message.entity';
import { NewsletterSubscriptionEntity } from './infrastructure/newsletter-subscription.entity';
import { TypeormContactMessageRepository } from './infrastructure/typeorm-contact-message.repository';
import { TypeormNewsletterSubscriptionRepository } from './infrastructure/typeorm-newsletter-subscription.repository';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity, NewsletterSubscriptionEntity])],
  controllers: [ContactController],
  providers: [
    SendContactMessageUseCase,
    SubscribeToNewsletterUseCase,
    ListInboxUseCase,
    { provide: ContactMessageRepository, useClass: TypeormContactMessageRepository },
    { provide: NewsletterSubscriptionRepository, useClass: TypeormNewsletterSubscriptionRepository },
  ],
  exports: [ListInboxUseCase],
})
export class ContactModule {}
