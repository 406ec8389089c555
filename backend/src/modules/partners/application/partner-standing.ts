import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { PartnerProfile } from '../domain/partner-profile';
import { PROFILE_REQUIRED_MESSAGE } from './get-partner-profile.use-case';
import { PartnerProfileRepository } from './partner-profile.repository';

export const PROFILE_NOT_APPROVED_MESSAGE = 'Your partner profile is not approved: it was rejected or revoked';

/**
 * Whether an account may start new partner work (campaigns, articles, referral links). A pending
 * profile may, as the dashboard has always allowed while review is under way; a rejected or
 * revoked one may not until it is approved again. The profile row is read on every call, never
 * from a per-instance cache, so a rejection or revocation takes effect at once on every instance.
 */
@Injectable()
export class PartnerStanding {
  constructor(private readonly profiles: PartnerProfileRepository) {}

  async requireInGoodStanding(userId: number): Promise<PartnerProfile> {
    const profile = await this.profiles.findByUserId(userId);
    if (!profile) throw new DomainError('FORBIDDEN', PROFILE_REQUIRED_MESSAGE);
    if (profile.status === 'rejected') throw new DomainError('FORBIDDEN', PROFILE_NOT_APPROVED_MESSAGE);
    return profile;
  }
}
