import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AccountDataExportHandlers } from '../../auth/application/account-data';
import { OwnershipRepository } from './ownership.repository';

/**
 * The contracts, registered signers and ownership proofs of the account's project submissions, in its
 * export. They are deleted with the submissions they belong to (the database cascades).
 */
@Injectable()
export class OwnershipAccountData implements OnModuleInit {
  constructor(
    private readonly exports: AccountDataExportHandlers,
    private readonly ownership: OwnershipRepository,
  ) {}

  onModuleInit(): void {
    this.exports.register({
      handle: async (owner) => ({ projectOwnership: await this.ownership.accountData(owner.userId) }),
    });
  }
}
