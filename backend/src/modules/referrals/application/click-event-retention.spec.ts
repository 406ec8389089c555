import { describe, expect, it } from 'vitest';
import { secondsUntilNextRun } from './click-event-retention';

describe('secondsUntilNextRun', () => {
  it('waits until the next 03:00 UTC', () => {
    expect(secondsUntilNextRun(Date.parse('2026-01-01T00:00:00Z'))).toBe(3 * 3600);
    expect(secondsUntilNextRun(Date.parse('2026-01-01T03:00:00Z'))).toBe(24 * 3600);
    expect(secondsUntilNextRun(Date.parse('2026-01-01T23:00:00Z'))).toBe(4 * 3600);
  });
});
