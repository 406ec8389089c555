import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import type { DecisionState, OwnerAction, StatusAfterOwnerAction } from '../../../kernel/lifecycle/owner-transitions';
import { Notifier } from '../../notifications/application/notifier';
import { OwnedItemLifecycle } from '../../timeline/application/owned-item-lifecycle';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import type { PartnerProfile, PartnerProfileChanges } from '../domain/partner-profile';
import { PartnerProfileRepository } from './partner-profile.repository';

/**
 * The owner's own partner application: edit or withdraw it while pending, correct and re-apply
 * once rejected (when the reason code allows) or withdrawn. Someone else's profile is a 404; a
 * profile whose status changed meanwhile, or one that was approved or revoked, is a 409.
 */
@Injectable()
export class ManageOwnPartnerProfileUseCase extends OwnedItemLifecycle<PartnerProfile, PartnerProfileChanges> {
  protected readonly notFoundMessage = 'Partner profile not found';
  protected readonly changedMeanwhileMessage = 'The partner profile changed meanwhile; reload it and try again';

  constructor(
    private readonly profiles: PartnerProfileRepository,
    private readonly notifier: Notifier,
    timeline: TimelineRepository,
    transactions: TransactionRunner,
  ) {
    super('partner-profile', timeline, transactions);
  }

  protected async owned(userId: number, id: number): Promise<PartnerProfile> {
    const profile = await this.profiles.findByUserId(userId);
    if (!profile || profile.id !== id) throw new DomainError('NOT_FOUND', this.notFoundMessage);
    return profile;
  }

  protected async exists(id: number): Promise<boolean> {
    return Boolean(await this.profiles.statusOf(id));
  }

  /** A revoked profile never gets this far (see refusal): like an approved one, it allows nothing. */
  protected decisionState(profile: PartnerProfile): DecisionState {
    return {
      status: profile.status === 'revoked' ? 'approved' : profile.status,
      reasonCode: profile.reasonCode,
      decidedAt: profile.decidedAt,
    };
  }

  protected override refusal(action: OwnerAction, profile: PartnerProfile): string | null {
    if (profile.status === 'revoked')
      return 'This partner profile was revoked by an admin; it cannot be changed or re-applied for here';
    return super.refusal(action, profile)?.replace(/\bitem\b/, 'partner profile') ?? null;
  }

  protected save(
    id: number,
    current: PartnerProfile,
    changes: PartnerProfileChanges | null,
    to: StatusAfterOwnerAction,
  ) {
    return this.profiles.changeWhile(id, current.status, changes, to);
  }

  protected async announceResubmission(id: number, saved: PartnerProfile): Promise<void> {
    await this.notifier.notify({
      type: 'partner-profile.submitted',
      profileId: id,
      companyName: saved.companyName,
      resubmitted: true,
    });
  }
}
