import { Injectable } from '@nestjs/common';
import { decideWhilePending } from '../../../common/application/decide-while-pending';
import type { PartnerProfile } from '../domain/partner-profile';
import { PartnerProfileRepository } from './partner-profile.repository';

@Injectable()
export class DecidePartnerProfileUseCase {
  constructor(private readonly profiles: PartnerProfileRepository) {}

  /**
   * Approves or rejects a pending profile and answers it (its owner is `userId`); a profile
   * decided before is a CONFLICT, an unknown one NOT_FOUND.
   */
  execute(id: number, approved: boolean, deciderId: number, reason: string | null): Promise<PartnerProfile> {
    return decideWhilePending(
      'Partner profile',
      () => this.profiles.decide(id, approved ? 'approved' : 'rejected', deciderId, reason),
      () => this.profiles.statusOf(id),
    );
  }
}
