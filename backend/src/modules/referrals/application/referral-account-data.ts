import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  AccountDataExportHandlers,
  AccountDeletedHandlers,
  type AccountDataOwner,
} from '../../auth/application/account-data';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import type { Referral } from '../domain/referral';

export interface SignupReferral {
  code: string;
  convertedAt: Date;
}

export abstract class ReferralAccountDataRepository {
  abstract referralsOf(partnerId: number): Promise<Referral[]>;
  /** The referral link the account signed up through, if one was credited. */
  abstract signupReferralOf(userId: number): Promise<SignupReferral | null>;
  /** With their visits and the conversions they counted. */
  abstract deleteAllOf(partnerId: number): Promise<void>;
}

/** A partner's referral links with their clicks and conversions: exported, and deleted with the account. */
@Injectable()
export class ReferralAccountData implements OnModuleInit {
  constructor(
    private readonly exports: AccountDataExportHandlers,
    private readonly deletions: AccountDeletedHandlers,
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly data: ReferralAccountDataRepository,
  ) {}

  onModuleInit(): void {
    this.exports.register({ handle: (owner) => this.export(owner) });
    this.deletions.register({ handle: (owner) => this.delete(owner) });
  }

  private async export(owner: AccountDataOwner) {
    const profile = await this.profiles.find(owner.userId);
    return {
      referrals: profile ? await this.data.referralsOf(profile.id) : [],
      signupReferral: await this.data.signupReferralOf(owner.userId),
    };
  }

  private async delete(owner: AccountDataOwner): Promise<void> {
    const profile = await this.profiles.find(owner.userId);
    if (profile) await this.data.deleteAllOf(profile.id);
  }
}
