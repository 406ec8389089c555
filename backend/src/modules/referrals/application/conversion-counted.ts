import { Injectable } from '@nestjs/common';
import { HandlerRegistry } from '../../../common/application/handler-registry';

/**
 * A conversion that now counts for its referral: at signup when no fraud check flagged it, or
 * when an admin confirms a flagged one. Other modules (conversion webhooks) register a handler;
 * the referrals module runs them in the transaction that counts the conversion, so what a handler
 * enqueues happens exactly when the conversion counts.
 */
export interface CountedConversion {
  /** The converted account's id: one conversion per account. */
  userId: number;
  referralId: number;
  referralCode: string;
  /** The partner profile that owns the referral. */
  partnerId: number;
  /** The campaign the referral link belongs to, if any. */
  campaignId: number | null;
  convertedAt: Date;
}

export abstract class ConversionCountedHandler {
  abstract handle(conversion: CountedConversion): Promise<void>;
}

/** The handlers registered by other modules (in their onModuleInit), run in registration order. */
@Injectable()
export class ConversionCountedHandlers extends HandlerRegistry<[conversion: CountedConversion], void> {}
