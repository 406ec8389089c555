import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailDeliveryRepository } from './application/mail-delivery.repository';
import { MailQueue } from './application/mail-queue';
import { MailTransport } from './application/mail-transport';
import { OutboxFiles, ReadOutboxUseCase } from './application/read-outbox.use-case';
import { SendMailUseCase } from './application/send-mail.use-case';
import { AdminOutboxController } from './http/admin-outbox.controller';
import { JobMailQueue } from './infrastructure/job-mail-queue';
import { MailDeliveryEntity } from './infrastructure/mail-delivery.entity';
import { NodemailerMailTransport } from './infrastructure/nodemailer.mail-transport';
import { MailparserOutboxFiles } from './infrastructure/outbox-files';
import { TypeormMailDeliveryRepository } from './infrastructure/typeorm-mail-delivery.repository';

@Module({
  imports: [TypeOrmModule.forFeature([MailDeliveryEntity])],
  controllers: [AdminOutboxController],
  providers: [
    SendMailUseCase,
    ReadOutboxUseCase,
    { provide: MailQueue, useClass: JobMailQueue },
    { provide: MailTransport, useClass: NodemailerMailTransport },
    { provide: MailDeliveryRepository, useClass: TypeormMailDeliveryRepository },
    { provide: OutboxFiles, useClass: MailparserOutboxFiles },
  ],
  exports: [MailQueue],
})
export class MailModule {}
