import { Injectable } from '@nestjs/common';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import type { PartnerProfile, PartnerStatus } from '../domain/partner-profile';
import { DecidePartnerProfileUseCase } from './decide-partner-profile.use-case';
import { PartnerProfileRepository } from './partner-profile.repository';
import { RevokePartnerProfileUseCase } from './revoke-partner-profile.use-case';

/**
 * What the admin's moderation does to a partner profile, in one place: its state (for
 * `partnerProfilePolicy`), the decision and the revocation. Each change is made only from the state
 * it needs and writes its timeline entry, inside the caller's transaction.
 */
@Injectable()
export class PartnerProfileModeration {
  constructor(
    private readonly profiles: PartnerProfileRepository,
    private readonly deciding: DecidePartnerProfileUseCase,
    private readonly revoking: RevokePartnerProfileUseCase,
  ) {}

  /** Null when there is no such profile. */
  statusOf(id: number): Promise<PartnerStatus | null> {
    return this.profiles.statusOf(id);
  }

  decide(
    id: number,
    approved: boolean,
    deciderId: number,
    reason: string | null,
    reasonCode: ReasonCode | null,
  ): Promise<PartnerProfile> {
    return this.deciding.execute(id, approved, deciderId, reason, reasonCode);
  }

  revoke(id: number, reason: string, adminId: number): Promise<PartnerProfile> {
    return this.revoking.execute(id, reason, adminId);
  }
}
