import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { cacheTags } from '../../../database/cached-tables';
import { ChangeNotifiedCache } from '../../../database/change-notified-cache';
import type { PartnerProfile } from '../domain/partner-profile';
import { PartnerProfileRepository } from './partner-profile.repository';

export const NO_PROFILE_MESSAGE = 'No partner profile yet';
export const PROFILE_REQUIRED_MESSAGE = 'Create a partner profile first';

@Injectable()
export class GetPartnerProfileUseCase {
  constructor(
    private readonly profiles: PartnerProfileRepository,
    private readonly cache: ChangeNotifiedCache,
  ) {}

  async execute(userId: number): Promise<PartnerProfile> {
    const profile = await this.profiles.findByUserId(userId);
    if (!profile) throw new DomainError('NOT_FOUND', NO_PROFILE_MESSAGE);
    return profile;
  }

  /** The profiles of these accounts (accounts without one are left out). */
  findForAccounts(userIds: number[]): Promise<PartnerProfile[]> {
    return this.profiles.findByUserIds(userIds);
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

  /**
   * The id of the account's profile, like require(), from the change-notified cache: for reads of
   * the partner's records, which need only to know whose they are.
   */
  async requireId(userId: number): Promise<number> {
    const key = { key: `partner-profile-id:${userId}`, tags: [cacheTags.row('partner_profiles', userId)] };
    const id = await this.cache.read(key, async () => (await this.profiles.findByUserId(userId))?.id ?? null);
    if (id === null) throw new DomainError('FORBIDDEN', PROFILE_REQUIRED_MESSAGE);
    return id;
  }
}
