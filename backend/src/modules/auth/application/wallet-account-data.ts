import { Injectable, type OnModuleInit } from '@nestjs/common';
import { checksummedAddress } from '../domain/wallet';
import { AccountDataExportHandlers, AccountDeletedHandlers, type AccountDataOwner } from './account-data';
import { WalletRepository } from './wallet.repository';

/** The account's wallets: in its export, and removed with it. */
@Injectable()
export class WalletAccountData implements OnModuleInit {
  constructor(
    private readonly exports: AccountDataExportHandlers,
    private readonly deletions: AccountDeletedHandlers,
    private readonly wallets: WalletRepository,
  ) {}

  onModuleInit(): void {
    this.exports.register({ handle: (owner) => this.export(owner) });
    this.deletions.register({ handle: (owner) => this.wallets.deleteAllOf(owner.userId) });
  }

  private async export(owner: AccountDataOwner) {
    const wallets = await this.wallets.listOf(owner.userId);
    return {
      wallets: wallets.map((wallet) => ({
        address: checksummedAddress(wallet.address),
        chainId: wallet.chainId,
        name: wallet.name,
        linkedAt: wallet.linkedAt,
        lastUsedAt: wallet.lastUsedAt,
      })),
    };
  }
}
