import { describe, expect, it } from 'vitest';
import { isSameAsCurrent, payoutAddressState, type PayoutAddressChange } from './payout-address';

const hour = 3_600_000;
const now = new Date('2026-12-07T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * hour);
let id = 0;
const change = (requestedHoursAgo: number, holdHours: number, cancelled = false): PayoutAddressChange => ({
  id: (id += 1),
  userId: 1,
  address: `0x${String(id).padStart(40, '0')}`,
  chainId: 8453,
  requestedAt: at(-requestedHoursAgo),
  effectiveAt: at(-requestedHoursAgo + holdHours),
  cancelledAt: cancelled ? at(-1) : null,
  requestedFrom: null,
});

describe('payoutAddressState', () => {
  it('has no address before the first change is effective, and shows it pending', () => {
    const first = change(1, 48);
    const state = payoutAddressState([first], now);
    expect(state.current).toBeNull();
    expect(state.pending).toBe(first);
    expect(state.history.map((entry) => entry.status)).toEqual(['pending']);
  });

  it('keeps the current address while a new one waits, then the new one replaces it', () => {
    const old = change(100, 48);
    const next = change(10, 48);
    expect(payoutAddressState([next, old], now)).toMatchObject({ current: old, pending: next });
    const later = payoutAddressState([next, old], at(48));
    expect(later).toMatchObject({ current: next, pending: null });
    expect(later.history.map((entry) => entry.status)).toEqual(['active', 'replaced']);
  });

  it('ignores a cancelled change', () => {
    const old = change(100, 48);
    const cancelled = change(10, 48, true);
    const state = payoutAddressState([cancelled, old], at(48));
    expect(state).toMatchObject({ current: old, pending: null });
    expect(state.history.map((entry) => entry.status)).toEqual(['cancelled', 'active']);
  });

  it('says a request for the address already current (or already waiting) changes nothing', () => {
    const old = change(100, 48);
    const state = payoutAddressState([old], now);
    expect(isSameAsCurrent(state, old.address, 8453)).toBe(true);
    expect(isSameAsCurrent(state, old.address, 1)).toBe(false);
    expect(isSameAsCurrent(payoutAddressState([], now), old.address, 8453)).toBe(false);
  });
});
