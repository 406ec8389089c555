import { Injectable } from '@nestjs/common';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import { decidePendingItem, decisionOutcome } from '../../timeline/application/admin-decision';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import type { PartnerProfile } from '../domain/partner-profile';
import { PartnerProfileRepository } from './partner-profile.repository';

@Injectable()
export class DecidePartnerProfileUseCase {
  constructor(
    private readonly profiles: PartnerProfileRepository,
    private readonly timeline: TimelineRepository,
  ) {}

  /**
   * Approves or rejects a pending profile and answers it (its owner is `userId`); a profile
   * decided or withdrawn before is a CONFLICT, an unknown one NOT_FOUND. A rejection carries a
   * reason code (`other` by default) that says whether and when the owner may re-apply.
   */
  async execute(
    id: number,
    approved: boolean,
    deciderId: number,
    reason: string | null,
    reasonCode: ReasonCode | null = null,
  ): Promise<PartnerProfile> {
    const decision = decisionOutcome(approved, reasonCode);
    return decidePendingItem(this.timeline, {
      subject: 'Partner profile',
      itemKind: 'partner-profile',
      id,
      decision,
      deciderId,
      notes: reason,
      decide: () => this.profiles.decide(id, decision.outcome, deciderId, reason, decision.reasonCode),
      statusOf: () => this.profiles.statusOf(id),
    });
  }
}
