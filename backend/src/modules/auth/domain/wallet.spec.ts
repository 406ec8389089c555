import { describe, expect, it } from 'vitest';
import { useStampDue, WALLET_USE_STAMP_INTERVAL_MS } from './wallet';

describe('useStampDue', () => {
  const now = Date.parse('2026-12-07T12:00:00Z');

  it('is due for a wallet never used, and once the interval has passed since its last use', () => {
    expect(useStampDue({ lastUsedAt: null }, now)).toBe(true);
    expect(useStampDue({ lastUsedAt: new Date(now - WALLET_USE_STAMP_INTERVAL_MS) }, now)).toBe(true);
  });

  it('is not due within the interval, so a sign-in then writes nothing to the wallet', () => {
    expect(useStampDue({ lastUsedAt: new Date(now - WALLET_USE_STAMP_INTERVAL_MS + 1) }, now)).toBe(false);
    expect(useStampDue({ lastUsedAt: new Date(now) }, now)).toBe(false);
  });
});
