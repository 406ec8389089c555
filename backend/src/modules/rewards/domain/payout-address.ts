/**
 * Where a partner's rewards are paid: one of the partner's linked wallets (so control is proven) on
 * one chain. Every change is kept: it becomes effective only after a hold, so that whoever takes
 * over an account cannot redirect its money at once; the partner can cancel it meanwhile.
 */
export interface PayoutAddressChange {
  id: number;
  userId: number;
  /** Lower-case. */
  address: string;
  chainId: number;
  requestedAt: Date;
  effectiveAt: Date;
  cancelledAt: Date | null;
  /** Where the change was asked from, for the partner and the admins who read the history. */
  requestedFrom: string | null;
}

/** `replaced`: it was the payout address until a later one became effective. */
export type PayoutAddressStatus = 'pending' | 'active' | 'replaced' | 'cancelled';

export interface PayoutAddressState {
  current: PayoutAddressChange | null;
  pending: PayoutAddressChange | null;
  /** Newest first, each with its status. */
  history: { change: PayoutAddressChange; status: PayoutAddressStatus }[];
}

/** How many changes the state shows, newest first. */
export const PAYOUT_HISTORY_LIMIT = 50;

export const SAME_ADDRESS_MESSAGE = 'This is already your payout address';
export const NOT_YOUR_WALLET_MESSAGE = 'Choose one of the wallets linked to your account';
export const NOTHING_PENDING_MESSAGE = 'No payout address change is waiting';

/** The state of a partner's payout address at `now`, from its changes (newest first). */
export function payoutAddressState(changes: readonly PayoutAddressChange[], now: Date): PayoutAddressState {
  const live = changes.filter((change) => change.cancelledAt === null);
  const current = live.find((change) => change.effectiveAt.getTime() <= now.getTime()) ?? null;
  const pending = live.find((change) => change.effectiveAt.getTime() > now.getTime()) ?? null;
  const statusOf = (change: PayoutAddressChange): PayoutAddressStatus => {
    if (change.cancelledAt !== null) return 'cancelled';
    if (change.effectiveAt.getTime() > now.getTime()) return 'pending';
    return change.id === current?.id ? 'active' : 'replaced';
  };
  return { current, pending, history: changes.map((change) => ({ change, status: statusOf(change) })) };
}

/** Whether asking for `address` on `chainId` changes anything: not the address already current (with nothing pending). */
export function isSameAsCurrent(state: PayoutAddressState, address: string, chainId: number): boolean {
  const target = state.pending ?? state.current;
  return target !== null && target.address === address && target.chainId === chainId;
}
