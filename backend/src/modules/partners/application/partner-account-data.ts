import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  AccountDataExportHandlers,
  AccountDeletedHandlers,
  type AccountDataOwner,
} from '../../auth/application/account-data';
import type { PartnerProfile } from '../domain/partner-profile';

/** The author name published articles show once their partner deleted the account. */
export const FORMER_PARTNER_NAME = 'Former partner';

export abstract class PartnerAccountDataRepository {
  abstract profileOf(userId: number): Promise<PartnerProfile | null>;
  /** Keeps the row (published articles point at it) without anything that names the partner. */
  abstract anonymise(userId: number, companyName: string): Promise<void>;
}

/** The partner profile, in the account's export; anonymised when the account is deleted. */
@Injectable()
export class PartnerAccountData implements OnModuleInit {
  constructor(
    private readonly exports: AccountDataExportHandlers,
    private readonly deletions: AccountDeletedHandlers,
    private readonly data: PartnerAccountDataRepository,
  ) {}

  onModuleInit(): void {
    this.exports.register({ handle: (owner) => this.export(owner) });
    this.deletions.register({ handle: (owner) => this.data.anonymise(owner.userId, FORMER_PARTNER_NAME) });
  }

  private async export(owner: AccountDataOwner) {
    return { partnerProfile: await this.data.profileOf(owner.userId) };
  }
}
