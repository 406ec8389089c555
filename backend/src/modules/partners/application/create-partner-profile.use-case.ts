import { Injectable } from '@nestjs/common';
import type { NewPartnerProfile, PartnerProfile } from '../domain/partner-profile';
import { PartnerProfileRepository } from './partner-profile.repository';

@Injectable()
export class CreatePartnerProfileUseCase {
  constructor(private readonly profiles: PartnerProfileRepository) {}

  /** New profiles wait for an admin's approval, which makes their owner a partner. */
  execute(profile: NewPartnerProfile): Promise<PartnerProfile> {
    return this.profiles.create(profile);
  }
}
