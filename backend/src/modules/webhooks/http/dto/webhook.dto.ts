import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import {
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEventType,
} from '../../domain/webhook';

export class SetWebhookEndpointDto {
  @ApiProperty({
    example: 'https://hooks.exchange.example/chainboost',
    maxLength: 2048,
    description:
      'An https:// URL whose host is not (and does not resolve to) a loopback, private, link-local or reserved address.',
  })
  @IsString({ message: 'url must be a text' })
  @MaxLength(2048, { message: 'url must be at most 2048 characters' })
  url: string;
}

export class WebhookEndpointDto {
  @ApiProperty({ example: 'https://hooks.exchange.example/chainboost' })
  url: string;

  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw9j2nhl0bCkU=',
    description:
      'The signing secret (Standard Webhooks): `whsec_` + base64 of 32 random bytes. Shown only to its owner.',
  })
  secret: string;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty()
  updatedAt: Date;

  static from(endpoint: WebhookEndpoint): WebhookEndpointDto {
    return { url: endpoint.url, secret: endpoint.secret, createdAt: endpoint.createdAt, updatedAt: endpoint.updatedAt };
  }
}

export class WebhookDeliveryDto {
  @ApiProperty({ example: 31 })
  id: number;

  @ApiProperty({
    example: 'msg_5f0c3a9d7e2b4c1a8f6e0d9c2b7a4e1f',
    description: 'The `webhook-id` header, the same on every attempt',
  })
  eventId: string;

  @ApiProperty({ enum: ['referral.converted', 'referral.test'] })
  eventType: WebhookEventType;

  @ApiProperty({
    enum: WEBHOOK_DELIVERY_STATUSES,
    description: 'pending while attempts remain, then succeeded or failed',
  })
  status: WebhookDeliveryStatus;

  @ApiProperty({ example: 1 })
  attempts: number;

  @ApiProperty({
    example: 200,
    type: Number,
    nullable: true,
    description: 'The HTTP status of the last attempt; null when none came back',
  })
  lastResponseCode: number | null;

  @ApiProperty({
    example: null,
    type: String,
    nullable: true,
    description: 'What went wrong in the last attempt, if anything',
  })
  lastError: string | null;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty({ type: Date, nullable: true })
  lastAttemptAt: Date | null;

  @ApiProperty({ type: Date, nullable: true })
  deliveredAt: Date | null;

  static from(delivery: WebhookDelivery): WebhookDeliveryDto {
    const { partnerId: _partnerId, body: _body, ...fields } = delivery;
    return fields;
  }
}
