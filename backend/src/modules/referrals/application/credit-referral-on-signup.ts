import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  AccountCreatedHandler,
  AccountCreatedHandlers,
  type AccountCreatedEffects,
  type CreatedAccount,
  type SignupContext,
} from '../../auth/application/account-created';
import { ATTRIBUTION_COOKIE } from '../domain/referral';
import { ConvertReferralUseCase } from './convert-referral.use-case';

/**
 * A signup made while the attribution cookie of a followed referral link is set counts one
 * conversion for that referral, in the signup's transaction, and the cookie is cleared.
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
    await this.convertReferral.execute(code, account.userId);
    return { clearCookies: [ATTRIBUTION_COOKIE] };
  }
}
