import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { PartnerProfile } from '../domain/partner-profile';
import { PartnerProfileRepository } from './partner-profile.repository';

export const NO_PROFILE_MESSAGE = 'No partner profile yet';
export const PROFILE_REQUIRED_MESSAGE = 'Create a partner profile first';

@Injectable()
export class GetPartnerProfileUseCase {
  constructor(private readonly profiles: PartnerProfileRepository) {}

  async execute(userId: number): Promise<PartnerProfile> {
    const profile = await this.profiles.findByUserId(userId);
    if (!profile) throw new DomainError('NOT_FOUND', NO_PROFILE_MESSAGE);
    return profile;
  }

  /** The account's profile, or null when it has none. */
  find(userId: number): Promise<PartnerProfile | null> {
    return this.profiles.findByUserId(userId);
  }

  /** The account that owns a profile, for telling them about their partner work. */
  async ownerOf(profileId: number): Promise<number> {
    const [profile] = await this.profiles.findByIds([profileId]);
    if (!profile) throw new DomainError('NOT_FOUND', 'Partner profile not found');
    return profile.userId;
  }

  /** For the partner tools (referrals, campaigns, articles), which need a profile to belong to. */
  async require(userId: number): Promise<PartnerProfile> {
    const profile = await this.profiles.findByUserId(userId);
    if (!profile) throw new DomainError('FORBIDDEN', PROFILE_REQUIRED_MESSAGE);
    return profile;
  }
}
