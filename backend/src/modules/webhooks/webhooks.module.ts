import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { PartnersModule } from '../partners/partners.module';
import { ReferralsModule } from '../referrals/referrals.module';
import { DeliverWebhookUseCase } from './application/deliver-webhook.use-case';
import { ManageWebhookEndpointUseCase } from './application/manage-webhook-endpoint.use-case';
import { SendWebhookOnConversion } from './application/send-webhook-on-conversion';
import { WebhookAccountData } from './application/webhook-account-data';
import { WebhookDeliveryRepository } from './application/webhook-delivery.repository';
import { WebhookEndpointRepository } from './application/webhook-endpoint.repository';
import { WebhookEvents } from './application/webhook-events';
import { WebhookTransport } from './application/webhook-transport';
import { PartnerWebhookController } from './http/partner-webhook.controller';
import { NodeWebhookTransport } from './infrastructure/node-webhook-transport';
import { TypeormWebhookDeliveryRepository } from './infrastructure/typeorm-webhook-delivery.repository';
import { TypeormWebhookEndpointRepository } from './infrastructure/typeorm-webhook-endpoint.repository';
import { WebhookDeliveryEntity } from './infrastructure/webhook-delivery.entity';
import { WebhookEndpointEntity } from './infrastructure/webhook-endpoint.entity';

@Module({
  imports: [
    TypeOrmModule.forFeature([WebhookEndpointEntity, WebhookDeliveryEntity]),
    AuthModule,
    PartnersModule,
    ReferralsModule,
  ],
  controllers: [PartnerWebhookController],
  providers: [
    ManageWebhookEndpointUseCase,
    DeliverWebhookUseCase,
    WebhookEvents,
    SendWebhookOnConversion,
    WebhookAccountData,
    { provide: WebhookEndpointRepository, useClass: TypeormWebhookEndpointRepository },
    { provide: WebhookDeliveryRepository, useClass: TypeormWebhookDeliveryRepository },
    { provide: WebhookTransport, useClass: NodeWebhookTransport },
  ],
})
export class WebhooksModule {}
