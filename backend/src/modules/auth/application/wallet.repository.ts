import type { Wallet } from '../domain/wallet';

export interface NewWallet {
  userId: number;
  /** Lower-case. */
  address: string;
  chainId: number;
}

export abstract class WalletRepository {
  /** The wallet with this (lower-case) address, on whichever account. */
  abstract findByAddress(address: string): Promise<Wallet | null>;
  /** The account's wallets, oldest first. */
  abstract listOf(userId: number): Promise<Wallet[]>;
  /** Locks the account row for the transaction (see LOCK_WALLET_OWNER), then counts its wallets. */
  abstract countOfLocked(userId: number): Promise<number>;
  /** Throws a CONFLICT domain error when the address is linked already (to this or another account). */
  abstract link(wallet: NewWallet): Promise<Wallet>;
  /** The renamed wallet, or null when the account has no such wallet. */
  abstract rename(userId: number, id: number, name: string | null): Promise<Wallet | null>;
  /** Whether the account had such a wallet. */
  abstract unlink(userId: number, id: number): Promise<boolean>;
  abstract markUsed(id: number): Promise<void>;
  abstract deleteAllOf(userId: number): Promise<void>;
}
