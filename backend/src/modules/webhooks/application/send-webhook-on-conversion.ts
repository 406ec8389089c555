import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ConversionCountedHandler,
  ConversionCountedHandlers,
  type CountedConversion,
} from '../../referrals/application/conversion-counted';
import { WebhookEvents } from './webhook-events';

/**
 * A conversion that counts is sent to its partner's endpoint as `referral.converted`, queued in the
 * transaction that counts it. The event names the referral, never the new account.
 */
@Injectable()
export class SendWebhookOnConversion extends ConversionCountedHandler implements OnModuleInit {
  constructor(
    private readonly handlers: ConversionCountedHandlers,
    private readonly events: WebhookEvents,
  ) {
    super();
  }

  onModuleInit(): void {
    this.handlers.register(this);
  }

  async handle(conversion: CountedConversion): Promise<void> {
    await this.events.emit(conversion.partnerId, 'referral.converted', {
      referralId: conversion.referralId,
      referralCode: conversion.referralCode,
      campaignId: conversion.campaignId,
      convertedAt: conversion.convertedAt.toISOString(),
    });
  }
}
