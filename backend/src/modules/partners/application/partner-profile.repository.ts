import type { NewPartnerProfile, PartnerProfile, PartnerStatus } from '../domain/partner-profile';

export abstract class PartnerProfileRepository {
  abstract findByUserId(userId: number): Promise<PartnerProfile | null>;
  abstract findByIds(ids: number[]): Promise<PartnerProfile[]>;
  /** Profiles waiting for a decision, oldest first. */
  abstract listPending(): Promise<PartnerProfile[]>;
  /**
   * Creates the profile together with its first referral (the profile's code), so codes stay
   * unique across profiles and referrals. Throws CONFLICT for a second profile or a taken code.
   */
  abstract create(profile: NewPartnerProfile): Promise<PartnerProfile>;
  /** Sets the decision only while the profile is pending; answers the decided profile, else null. */
  abstract decide(id: number, status: 'approved' | 'rejected', deciderId: number, reason: string | null): Promise<PartnerProfile | null>;
  abstract statusOf(id: number): Promise<PartnerStatus | null>;
}
