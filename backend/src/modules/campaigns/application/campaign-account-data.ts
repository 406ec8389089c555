import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  AccountDataExportHandlers,
  AccountDeletedHandlers,
  type AccountDataOwner,
} from '../../auth/application/account-data';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import type { Campaign } from '../domain/campaign';

export abstract class CampaignAccountDataRepository {
  abstract campaignsOf(partnerId: number): Promise<Campaign[]>;
  abstract deleteAllOf(partnerId: number): Promise<void>;
}

/** A partner's campaigns: exported, and deleted with the account. */
@Injectable()
export class CampaignAccountData implements OnModuleInit {
  constructor(
    private readonly exports: AccountDataExportHandlers,
    private readonly deletions: AccountDeletedHandlers,
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly data: CampaignAccountDataRepository,
  ) {}

  onModuleInit(): void {
    this.exports.register({ handle: (owner) => this.export(owner) });
    this.deletions.register({ handle: (owner) => this.delete(owner) });
  }

  private async export(owner: AccountDataOwner) {
    const profile = await this.profiles.find(owner.userId);
    return { campaigns: profile ? await this.data.campaignsOf(profile.id) : [] };
  }

  private async delete(owner: AccountDataOwner): Promise<void> {
    const profile = await this.profiles.find(owner.userId);
    if (profile) await this.data.deleteAllOf(profile.id);
  }
}
