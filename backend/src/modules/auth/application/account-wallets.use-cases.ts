import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import {
  LAST_SIGN_IN_MESSAGE,
  MAX_WALLETS_PER_ACCOUNT,
  TOO_MANY_WALLETS_MESSAGE,
  WALLET_ALREADY_LINKED_MESSAGE,
  WALLET_NOT_FOUND_MESSAGE,
  WALLET_TAKEN_MESSAGE,
  type Wallet,
} from '../domain/wallet';
import { UserRepository } from './user.repository';
import { WalletProofs, type WalletProof } from './wallet-proofs';
import { WalletRepository } from './wallet.repository';

/** The wallets of a signed-in account: list, link (proven by a signature), name, unlink. */
@Injectable()
export class AccountWalletsUseCases {
  constructor(
    private readonly proofs: WalletProofs,
    private readonly wallets: WalletRepository,
    private readonly users: UserRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  list(userId: number): Promise<Wallet[]> {
    return this.wallets.listOf(userId);
  }

  /** A wallet of another account is a 409 that does not say whose. */
  async link(userId: number, proof: WalletProof, sessionId: string | undefined): Promise<Wallet> {
    const signed = await this.proofs.verify(proof, sessionId);
    return this.transactions.run(async () => {
      const existing = await this.wallets.findByAddress(signed.address);
      if (existing) {
        throw new DomainError(
          'CONFLICT',
          existing.userId === userId ? WALLET_ALREADY_LINKED_MESSAGE : WALLET_TAKEN_MESSAGE,
        );
      }
      if ((await this.wallets.countOfLocked(userId)) >= MAX_WALLETS_PER_ACCOUNT) {
        throw new DomainError('CONFLICT', TOO_MANY_WALLETS_MESSAGE);
      }
      return this.wallets.link({ userId, address: signed.address, chainId: signed.chainId });
    });
  }

  async rename(userId: number, id: number, name: string | null): Promise<Wallet> {
    const wallet = await this.wallets.rename(userId, id, name);
    if (!wallet) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE);
    return wallet;
  }

  /** Never the account's last way to sign in: without a password, one wallet stays. */
  async unlink(userId: number, id: number): Promise<void> {
    await this.transactions.run(async () => {
      const count = await this.wallets.countOfLocked(userId);
      const user = await this.users.findById(userId);
      const mine = (await this.wallets.listOf(userId)).some((wallet) => wallet.id === id);
      if (!mine) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE);
      if (count <= 1 && user?.passwordHash === null) throw new DomainError('CONFLICT', LAST_SIGN_IN_MESSAGE);
      await this.wallets.unlink(userId, id);
    });
  }
}
