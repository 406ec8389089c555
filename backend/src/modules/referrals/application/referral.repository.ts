import type { Referral } from '../domain/referral';

export abstract class ReferralRepository {
  abstract listByPartner(partnerId: number): Promise<Referral[]>;
  /** Throws CONFLICT when the code is taken (codes are unique case-insensitively). */
  abstract create(partnerId: number, code: string, campaignId?: number | null): Promise<Referral>;
  abstract findForPartner(id: number, partnerId: number): Promise<Referral | null>;
  /** Moves one of the partner's links into a campaign (or out, with null); null when no such link. */
  abstract moveToCampaign(id: number, partnerId: number, campaignId: number | null): Promise<Referral | null>;
}
