import type { ClickOutcome, Referral } from '../domain/referral';

export abstract class ReferralRepository {
  abstract listByPartner(partnerId: number): Promise<Referral[]>;
  /** Throws CONFLICT when the code is taken (codes are unique case-insensitively). */
  abstract create(partnerId: number, code: string): Promise<Referral>;
  /** Whether a referral has this code (case-insensitively). */
  abstract exists(code: string): Promise<boolean>;
  /** Counts the click unless this visitor's last counted click on the code is under an hour old. */
  abstract recordClick(code: string, visitor: string): Promise<ClickOutcome>;
  /** Adds one conversion, once per account, unless the account owns the referral. */
  /** Counts a conversion once per new account; answers it, or null when nothing was counted. */
  abstract recordConversion(code: string, userId: number): Promise<RecordedConversion | null>;
}

export interface RecordedConversion {
  referralId: number;
  code: string;
  /** The partner's account, who owns the referral. */
  ownerUserId: number;
}
