import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { ownerActionRefusal, type OwnerAction } from '../../../kernel/lifecycle/owner-transitions';
import type { TimelineEvent } from '../../../kernel/lifecycle/timeline-event';
import { Notifier } from '../../notifications/application/notifier';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import type { PartnerProfile, PartnerProfileChanges } from '../domain/partner-profile';
import { PartnerProfileRepository } from './partner-profile.repository';

const KIND = 'partner-profile';
const NOT_FOUND = 'Partner profile not found';

/**
 * The owner's own partner application: edit or withdraw it while pending, correct and re-apply
 * once rejected (when the reason code allows) or withdrawn. Someone else's profile is a 404; a
 * profile whose status changed meanwhile, or one that was approved or revoked, is a 409.
 */
@Injectable()
export class ManageOwnPartnerProfileUseCase {
  constructor(
    private readonly profiles: PartnerProfileRepository,
    private readonly timeline: TimelineRepository,
    private readonly transactions: TransactionRunner,
    private readonly notifier: Notifier,
  ) {}

  edit(userId: number, id: number, changes: PartnerProfileChanges): Promise<PartnerProfile> {
    return this.change(userId, id, 'edit', changes);
  }

  withdraw(userId: number, id: number): Promise<PartnerProfile> {
    return this.change(userId, id, 'withdraw', null);
  }

  resubmit(userId: number, id: number, changes: PartnerProfileChanges): Promise<PartnerProfile> {
    return this.change(userId, id, 'resubmit', changes);
  }

  /** Oldest first; for the owner, or for an admin (`asAdmin`). */
  async timelineOf(id: number, viewer: { id: number; asAdmin: boolean }): Promise<TimelineEvent[]> {
    if (viewer.asAdmin) {
      if (!(await this.profiles.statusOf(id))) throw new DomainError('NOT_FOUND', NOT_FOUND);
    } else {
      await this.owned(viewer.id, id);
    }
    return this.timeline.listFor(KIND, id);
  }

  private async owned(userId: number, id: number): Promise<PartnerProfile> {
    const profile = await this.profiles.findByUserId(userId);
    if (!profile || profile.id !== id) throw new DomainError('NOT_FOUND', NOT_FOUND);
    return profile;
  }

  private change(userId: number, id: number, action: OwnerAction, changes: PartnerProfileChanges | null): Promise<PartnerProfile> {
    return this.transactions.run(async () => {
      const current = await this.owned(userId, id);
      if (current.status === 'revoked') {
        throw new DomainError('CONFLICT', 'This partner profile was revoked by an admin; it cannot be changed or re-applied for here');
      }
      const state = { status: current.status, reasonCode: current.reasonCode, decidedAt: current.decidedAt };
      const refusal = ownerActionRefusal(action, state, new Date());
      if (refusal) throw new DomainError('CONFLICT', refusal.replace(/\bitem\b/, 'partner profile'));
      const to = action === 'withdraw' ? 'withdrawn' : action === 'resubmit' ? 'pending' : null;
      const saved = await this.profiles.changeWhile(id, current.status, changes, to);
      if (!saved) throw new DomainError('CONFLICT', 'The partner profile changed meanwhile; reload it and try again');
      const event = action === 'edit' ? 'edited' : action === 'withdraw' ? 'withdrawn' : 'resubmitted';
      await this.timeline.record({ itemKind: KIND, itemId: id, event, actor: 'owner', actorId: userId });
      if (action === 'resubmit') {
        await this.notifier.notify({ type: 'partner-profile.submitted', profileId: id, companyName: saved.companyName, resubmitted: true });
      }
      return saved;
    });
  }
}
