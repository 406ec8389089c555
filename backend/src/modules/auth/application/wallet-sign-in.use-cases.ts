import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { ACCOUNT_DISABLED_MESSAGE, isDisabled, toSessionUser, type SessionUser } from '../domain/user';
import { useStampDue } from '../domain/wallet';
import type { SignupContext } from './account-created';
import { SignUpUseCase, type SignUpResult } from './sign-up.use-case';
import { TwoFactorLoginUseCase } from './two-factor-login.use-case';
import { UserRepository } from './user.repository';
import { WalletProofs, type WalletProof } from './wallet-proofs';
import { WalletRepository } from './wallet.repository';

/** A wallet that proved itself but belongs to no account yet: it may make one. */
export interface NewWalletSignup {
  address: string;
  chainId: number;
}

export type WalletSignInOutcome =
  { kind: 'account'; user: SessionUser; twoFactorRequired: boolean } | { kind: 'new-wallet'; wallet: NewWalletSignup };

/** Signing in with a wallet: to its account, or, for a wallet no account has, to a sign-up. */
@Injectable()
export class WalletSignInUseCase {
  constructor(
    private readonly proofs: WalletProofs,
    private readonly wallets: WalletRepository,
    private readonly users: UserRepository,
    private readonly twoFactorLogin: TwoFactorLoginUseCase,
  ) {}

  /** `sessionId`: the session the request came with, which must be the one the nonce was issued to. */
  async execute(proof: WalletProof, sessionId: string | undefined): Promise<WalletSignInOutcome> {
    const signed = await this.proofs.verify(proof, sessionId);
    const wallet = await this.wallets.findByAddress(signed.address);
    if (!wallet) return { kind: 'new-wallet', wallet: { address: signed.address, chainId: signed.chainId } };
    const user = await this.users.findById(wallet.userId);
    if (!user) throw new DomainError('INVALID_CREDENTIALS', 'This wallet no longer signs in to an account');
    if (isDisabled(user)) throw new DomainError('FORBIDDEN', ACCOUNT_DISABLED_MESSAGE);
    // The statement checks the interval again on the database's clock; this saves its round trip.
    if (useStampDue(wallet)) await this.wallets.markUsed(wallet.id);
    return {
      kind: 'account',
      user: toSessionUser(user),
      twoFactorRequired: await this.twoFactorLogin.isRequired(user.id),
    };
  }
}

/** Makes the account of a wallet that signed in without one: the user and the wallet commit together. */
@Injectable()
export class WalletSignUpUseCase {
  constructor(
    private readonly signUp: SignUpUseCase,
    private readonly wallets: WalletRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  execute(username: string, wallet: NewWalletSignup, context: SignupContext): Promise<SignUpResult> {
    return this.transactions.run(async () => {
      const result = await this.signUp.execute({ username, password: null }, context);
      const linked = await this.wallets.link({
        userId: result.user.id,
        address: wallet.address,
        chainId: wallet.chainId,
      });
      await this.wallets.markUsed(linked.id);
      return result;
    });
  }
}
