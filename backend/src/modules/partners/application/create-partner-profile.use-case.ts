import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { Notifier } from '../../notifications/application/notifier';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import type { NewPartnerProfile, PartnerProfile } from '../domain/partner-profile';
import { PartnerProfileCreatedHandlers } from './partner-profile-created';
import { PartnerProfileRepository } from './partner-profile.repository';

@Injectable()
export class CreatePartnerProfileUseCase {
  constructor(
    private readonly profiles: PartnerProfileRepository,
    private readonly transactions: TransactionRunner,
    private readonly created: PartnerProfileCreatedHandlers,
    private readonly notifier: Notifier,
    private readonly timeline: TimelineRepository,
  ) {}

  /** New profiles wait for an admin's approval, which makes their owner a partner. */
  execute(profile: NewPartnerProfile): Promise<PartnerProfile> {
    return this.transactions.run(async () => {
      const saved = await this.profiles.create(profile);
      await this.created.handle(saved);
      await this.timeline.record({
        itemKind: 'partner-profile',
        itemId: saved.id,
        event: 'submitted',
        actor: 'owner',
        actorId: saved.userId,
      });
      await this.notifier.notify({
        type: 'partner-profile.submitted',
        profileId: saved.id,
        companyName: saved.companyName,
      });
      return saved;
    });
  }
}
