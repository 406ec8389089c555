import type { NewPartnerProfile, PartnerProfile } from '../domain/partner-profile';

export abstract class PartnerProfileRepository {
  abstract findByUserId(userId: number): Promise<PartnerProfile | null>;
  /**
   * Creates the profile together with its first referral (the profile's code), so codes stay
   * unique across profiles and referrals. Throws CONFLICT for a second profile or a taken code.
   */
  abstract create(profile: NewPartnerProfile): Promise<PartnerProfile>;
}
