import { Injectable } from '@nestjs/common';
import { decideWhilePending } from '../../../common/application/decide-while-pending';
import { DomainError } from '../../../common/errors/domain.error';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
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
    if (approved && reasonCode) throw new DomainError('VALIDATION_FAILED', 'reasonCode is only given when rejecting');
    const code = approved ? null : (reasonCode ?? 'other');
    const outcome = approved ? 'approved' : 'rejected';
    const profile = await decideWhilePending(
      'Partner profile',
      () => this.profiles.decide(id, outcome, deciderId, reason, code),
      () => this.profiles.statusOf(id),
    );
    await this.timeline.record({
      itemKind: 'partner-profile',
      itemId: id,
      event: 'decided',
      actor: 'admin',
      actorId: deciderId,
      outcome,
      reasonCode: code,
      notes: reason,
    });
    return profile;
  }
}
