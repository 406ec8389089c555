import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  AccountCreatedHandler,
  AccountCreatedHandlers,
  type AccountCreatedEffects,
  type CreatedAccount,
  type SignupContext,
} from '../../auth/application/account-created';
import { ATTRIBUTION_COOKIE, CLICK_EVENT_COOKIE, VISITOR_COOKIE } from '../domain/referral';
import { ConvertReferralUseCase } from './convert-referral.use-case';

/**
 * A signup made while the attribution cookie of a followed referral link is set records one
 * conversion for that referral (counted, or flagged for review), in the signup's transaction, and
 * the attribution cookies are cleared.
 */
@Injectable()
export class CreditReferralOnSignup extends AccountCreatedHandler implements OnModuleInit {
  constructor(
    private readonly handlers: AccountCreatedHandlers,
    private readonly convertReferral: ConvertReferralUseCase,
  ) {
    super();
  }

  onModuleInit(): void {
    this.handlers.register(this);
  }

  async handle(account: CreatedAccount, context: SignupContext): Promise<AccountCreatedEffects> {
    const code = context.cookies.get(ATTRIBUTION_COOKIE);
    if (!code) return {};
    await this.convertReferral.execute({
      code,
      userId: account.userId,
      visitorCookie: context.cookies.get(VISITOR_COOKIE),
      clickEventCookie: context.cookies.get(CLICK_EVENT_COOKIE),
      clientAddress: context.clientAddress,
      userAgent: context.userAgent,
    });
    return { clearCookies: [ATTRIBUTION_COOKIE, CLICK_EVENT_COOKIE] };
  }
}
