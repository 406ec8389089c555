import { Injectable, type OnModuleInit } from '@nestjs/common';
import { getAddress } from 'viem';
import { AccountDataExportHandlers, AccountDeletedHandlers } from '../../auth/application/account-data';
import { PAYOUT_HISTORY_LIMIT } from '../domain/payout-address';
import { PayoutAddressRepository } from './payout-address.repository';

/** The partner's payout address changes: in the account's export, and removed with it. */
@Injectable()
export class PayoutAddressAccountData implements OnModuleInit {
  constructor(
    private readonly exports: AccountDataExportHandlers,
    private readonly deletions: AccountDeletedHandlers,
    private readonly changes: PayoutAddressRepository,
  ) {}

  onModuleInit(): void {
    this.exports.register({
      handle: async (owner) => ({
        payoutAddressChanges: (await this.changes.changesOf(owner.userId, PAYOUT_HISTORY_LIMIT)).map((change) => ({
          address: getAddress(change.address),
          chainId: change.chainId,
          requestedAt: change.requestedAt,
          effectiveAt: change.effectiveAt,
          cancelledAt: change.cancelledAt,
          requestedFrom: change.requestedFrom,
        })),
      }),
    });
    this.deletions.register({ handle: (owner) => this.changes.deleteAllOf(owner.userId) });
  }
}
