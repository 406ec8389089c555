import type { PayoutAddressChange } from '../domain/payout-address';

export interface NewPayoutAddressChange {
  userId: number;
  address: string;
  chainId: number;
  /** How long after now it becomes effective. */
  holdMs: number;
  requestedFrom: string | null;
}

export abstract class PayoutAddressRepository {
  /** The partner's changes, newest first, at most `limit`; locks the account row first when `lock`. */
  abstract changesOf(userId: number, limit: number, options?: { lock?: boolean }): Promise<PayoutAddressChange[]>;
  abstract add(change: NewPayoutAddressChange): Promise<PayoutAddressChange>;
  /** Cancels the partner's changes still waiting; answers their ids. */
  abstract cancelPending(userId: number): Promise<number[]>;
  abstract deleteAllOf(userId: number): Promise<void>;
}
