import { Injectable } from '@nestjs/common';
import type { PartnerProfile } from '../domain/partner-profile';
import { PartnerProfileRepository } from './partner-profile.repository';

/** Profiles as the admin review sees them. */
@Injectable()
export class ListPartnerProfilesUseCase {
  constructor(private readonly profiles: PartnerProfileRepository) {}

  /** Waiting for a decision, oldest first. */
  pending(): Promise<PartnerProfile[]> {
    return this.profiles.listPending();
  }

  byIds(ids: number[]): Promise<PartnerProfile[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.profiles.findByIds([...new Set(ids)]);
  }
}
