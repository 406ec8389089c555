import type { PartnerProfile } from '../domain/partner-profile';

export abstract class PartnerRevocationRepository {
  /** Approved → revoked, with the admin's reason shown to the owner; answers the profile, else null. */
  abstract revoke(id: number, reason: string, deciderId: number): Promise<PartnerProfile | null>;
  abstract find(id: number): Promise<PartnerProfile | null>;
}
