import { Inject, Injectable } from '@nestjs/common';
import { ChainClients } from '../../../chains/chain-clients';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { AccountWalletsUseCases } from '../../auth/application/account-wallets.use-cases';
import { ConfirmIdentityUseCase, type IdentityProof } from '../../auth/application/confirm-identity.use-case';
import {
  isSameAsCurrent,
  NOT_YOUR_WALLET_MESSAGE,
  NOTHING_PENDING_MESSAGE,
  PAYOUT_HISTORY_LIMIT,
  payoutAddressState,
  SAME_ADDRESS_MESSAGE,
  type PayoutAddressState,
} from '../domain/payout-address';
import { PayoutAddressNotices } from './payout-address-notices';
import { PayoutAddressRepository } from './payout-address.repository';

export interface PayoutAddressRequest {
  walletId: number;
  chainId: number;
  proof: IdentityProof;
  /** Where the request came from (client address and browser), kept with the change. */
  requestedFrom: string | null;
}

/** A partner's payout address: read, changed (after a hold), and a waiting change cancelled. */
@Injectable()
export class PayoutAddressUseCases {
  constructor(
    private readonly changes: PayoutAddressRepository,
    private readonly transactions: TransactionRunner,
    private readonly wallets: AccountWalletsUseCases,
    private readonly identity: ConfirmIdentityUseCase,
    private readonly notices: PayoutAddressNotices,
    private readonly chains: ChainClients,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async state(userId: number): Promise<PayoutAddressState> {
    return payoutAddressState(await this.changes.changesOf(userId, PAYOUT_HISTORY_LIMIT), new Date());
  }

  /**
   * The new address must be a wallet of the account (control proven when it was linked) on an
   * accepted chain, confirmed with the password or a two-factor code. It replaces any change still
   * waiting and becomes effective after the hold; the account is told by mail.
   */
  async change(userId: number, request: PayoutAddressRequest): Promise<PayoutAddressState> {
    if (!this.chains.isAccepted(request.chainId)) {
      throw new DomainError('VALIDATION_FAILED', `Chain ${request.chainId} is not accepted here`);
    }
    const wallet = (await this.wallets.list(userId)).find((candidate) => candidate.id === request.walletId);
    if (!wallet) throw new DomainError('VALIDATION_FAILED', NOT_YOUR_WALLET_MESSAGE);
    await this.identity.confirm(userId, request.proof);
    await this.transactions.run(async () => {
      const state = payoutAddressState(
        await this.changes.changesOf(userId, PAYOUT_HISTORY_LIMIT, { lock: true }),
        new Date(),
      );
      if (isSameAsCurrent(state, wallet.address, request.chainId))
        throw new DomainError('CONFLICT', SAME_ADDRESS_MESSAGE);
      await this.changes.cancelPending(userId);
      const change = await this.changes.add({
        userId,
        address: wallet.address,
        chainId: request.chainId,
        holdMs: this.config.payoutAddressHoldMs,
        requestedFrom: request.requestedFrom,
      });
      await this.notices.requested(change);
    });
    return this.state(userId);
  }

  async cancelPending(userId: number): Promise<PayoutAddressState> {
    await this.transactions.run(async () => {
      const cancelled = await this.changes.cancelPending(userId);
      if (cancelled.length === 0) throw new DomainError('NOT_FOUND', NOTHING_PENDING_MESSAGE);
      await this.notices.cancelled(userId, cancelled);
    });
    return this.state(userId);
  }
}
