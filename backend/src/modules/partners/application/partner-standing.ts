import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { PARTNER_TOOL_STATUSES, type PartnerProfile, type PartnerStatus } from '../domain/partner-profile';
import { PROFILE_REQUIRED_MESSAGE } from './get-partner-profile.use-case';
import { PartnerProfileRepository } from './partner-profile.repository';

/** Names the state, so the owner knows whether to correct and re-apply or ask an admin. */
export function profileNotInGoodStandingMessage(status: PartnerStatus): string {
  return `Your partner profile is ${status}: the partner tools are closed until it is pending or approved again`;
}

/**
 * Whether an account may start new partner work (campaigns, articles, referral links). A pending
 * profile may, as the dashboard has always allowed while review is under way; a rejected,
 * withdrawn or revoked one may not until it is pending (re-applied) or approved again. The
 * profile row is read on every call, never from a per-instance cache, so a rejection or
 * revocation takes effect at once on every instance.
 */
@Injectable()
export class PartnerStanding {
  constructor(private readonly profiles: PartnerProfileRepository) {}

  async requireInGoodStanding(userId: number): Promise<PartnerProfile> {
    const profile = await this.profiles.findByUserId(userId);
    if (!profile) throw new DomainError('FORBIDDEN', PROFILE_REQUIRED_MESSAGE);
    if (!PARTNER_TOOL_STATUSES.includes(profile.status)) {
      throw new DomainError('FORBIDDEN', profileNotInGoodStandingMessage(profile.status));
    }
    return profile;
  }
}
