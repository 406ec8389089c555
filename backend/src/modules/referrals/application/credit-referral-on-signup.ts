import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../common/application/job-queue';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import {
  AccountCreatedHandler,
  AccountCreatedHandlers,
  type AccountCreatedEffects,
  type CreatedAccount,
  type SignupContext,
} from '../../auth/application/account-created';
import { ATTRIBUTION_COOKIE, CLICK_EVENT_COOKIE, VISITOR_COOKIE } from '../domain/referral';
import { ConvertReferralUseCase, type ConversionSignup } from './convert-referral.use-case';

/** The job that credits a conversion the signup itself could not record. */
export const REFERRAL_CONVERSION_JOB = 'referral-conversion';

/**
 * A signup made while the attribution cookie of a followed referral link is set records one
 * conversion for that referral (counted, or flagged for review), in the signup's transaction, and
 * the attribution cookies are cleared. If recording it fails, the account is created all the same
 * and the conversion is left to a job with the same inputs, which the job queue retries; a
 * conversion is recorded once per account, so a retry never counts twice.
 */
@Injectable()
export class CreditReferralOnSignup extends AccountCreatedHandler implements OnModuleInit {
  readonly step = 'referral conversion';

  constructor(
    private readonly handlers: AccountCreatedHandlers,
    private readonly convertReferral: ConvertReferralUseCase,
    private readonly jobs: JobQueue,
    private readonly transactions: TransactionRunner,
  ) {
    super();
  }

  onModuleInit(): void {
    this.handlers.register(this);
    this.jobs.handle<ConversionSignup>(REFERRAL_CONVERSION_JOB, async (signup) => {
      await this.transactions.run(() => this.convertReferral.execute(signup));
    });
  }

  async handle(account: CreatedAccount, context: SignupContext): Promise<AccountCreatedEffects> {
    const signup = conversionSignup(account, context);
    if (!signup) return {};
    await this.convertReferral.execute(signup);
    return { clearCookies: [ATTRIBUTION_COOKIE, CLICK_EVENT_COOKIE] };
  }

  /** The job carries what the signup request said; the cookies are cleared, as the job now has them. */
  override async retryLater(account: CreatedAccount, context: SignupContext): Promise<AccountCreatedEffects> {
    const signup = conversionSignup(account, context);
    if (!signup) return {};
    await this.jobs.enqueue(REFERRAL_CONVERSION_JOB, signup);
    return { clearCookies: [ATTRIBUTION_COOKIE, CLICK_EVENT_COOKIE] };
  }
}

function conversionSignup(account: CreatedAccount, context: SignupContext): ConversionSignup | null {
  const code = context.cookies.get(ATTRIBUTION_COOKIE);
  if (!code) return null;
  return {
    code,
    userId: account.userId,
    visitorCookie: context.cookies.get(VISITOR_COOKIE),
    clickEventCookie: context.cookies.get(CLICK_EVENT_COOKIE),
    clientAddress: context.clientAddress,
    userAgent: context.userAgent,
  };
}
