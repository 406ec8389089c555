import { describe, expect, it } from 'vitest';
import { claimLabel, formatAge, reviewAgeText } from './review-age';

const HOUR = 60 * 60 * 1000;

describe('review age', () => {
  it('reads minutes, hours, then days and hours', () => {
    expect(formatAge(0)).toBe('0 min');
    expect(formatAge(-5000)).toBe('0 min');
    expect(formatAge(40 * 60 * 1000)).toBe('40 min');
    expect(formatAge(5 * HOUR + 59 * 60 * 1000)).toBe('5 h');
    expect(formatAge(48 * HOUR)).toBe('2 d');
    expect(formatAge(52 * HOUR + 30 * 60 * 1000)).toBe('2 d 4 h');
  });

  it('puts the age beside the target', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(reviewAgeText('2026-11-22T08:00:00Z', 48, now)).toBe('2 d 4 h · target 48 h');
    expect(reviewAgeText('not a date', 72, now)).toBe('— · target 72 h');
  });

  it("names one's own claim differently", () => {
    expect(claimLabel('alice', 'alice')).toBe('Claimed by you');
    expect(claimLabel('alice', 'bob')).toBe('Claimed by alice');
  });
});
