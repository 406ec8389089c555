import { describe, expect, it } from 'vitest';
import { formatDecimal, type DecimalFormat } from './decimal-format';

const formats: DecimalFormat[] = [
  { maximumFractionDigits: 0 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
];

const intl = (value: number, format: DecimalFormat) => new Intl.NumberFormat('en-US', format).format(value);

/** The same pseudo-random numbers on every run (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

describe('formatDecimal', () => {
  it('groups thousands and pads or trims the fraction', () => {
    expect(formatDecimal(18_450, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('18,450.00');
    expect(formatDecimal(2_100_000, { maximumFractionDigits: 0 })).toBe('2,100,000');
    expect(formatDecimal(41.2, { minimumFractionDigits: 1, maximumFractionDigits: 2 })).toBe('41.2');
    expect(formatDecimal(0, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('0.00');
  });

  it('rounds half away from zero on the shortest form of the number, as Intl does', () => {
    expect(formatDecimal(1.005, { maximumFractionDigits: 2 })).toBe('1.01');
    expect(formatDecimal(99.995, { minimumFractionDigits: 1, maximumFractionDigits: 2 })).toBe('100.0');
    expect(formatDecimal(999.5, { maximumFractionDigits: 0 })).toBe('1,000');
    expect(formatDecimal(-2.5, { maximumFractionDigits: 0 })).toBe('-3');
  });

  it('writes very large and very small numbers out in full', () => {
    expect(formatDecimal(1e21, { maximumFractionDigits: 0 })).toBe('1,000,000,000,000,000,000,000');
    expect(formatDecimal(1.5e-7, { minimumFractionDigits: 1, maximumFractionDigits: 2 })).toBe('0.0');
  });

  it('agrees with Intl.NumberFormat on edge cases and on thousands of other values', () => {
    const edgeCases = [0, -0, 0.5, 1.005, 2.675, 0.125, 12_345.675, 0.1 + 0.2, 99.995, 999_999.995, -0.004, 5e-324];
    const random = seededRandom(20_261_121);
    const others = Array.from({ length: 4000 }, (_, index) => {
      const magnitude = 10 ** ((index % 12) - 3);
      const value = Math.round(random() * magnitude * 1000) / 1000;
      return index % 5 === 0 ? -value : value;
    });
    for (const value of [...edgeCases, ...others]) {
      for (const format of formats) expect(formatDecimal(value, format), `${value}`).toBe(intl(value, format));
    }
  });
});
