import type { Referral } from '../domain/referral';

export abstract class ReferralRepository {
  abstract listByPartner(partnerId: number): Promise<Referral[]>;
  /** Throws CONFLICT when the code is taken (codes are unique case-insensitively). */
  abstract create(partnerId: number, code: string, campaignId?: number | null): Promise<Referral>;
  abstract findForPartner(id: number, partnerId: number): Promise<Referral | null>;
  /** Moves one of the partner's links into a campaign (or out, with null); null when no such link. */
  abstract moveToCampaign(id: number, partnerId: number, campaignId: number | null): Promise<Referral | null>;
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
