import { describe, expect, it } from 'vitest';
import { formatCompact, formatCount, formatPercent, formatUsd, formatUsdCompact } from './analytics-format';

describe('formatUsd', () => {
  it('shows amounts above one million as $X.XM', () => {
    expect(formatUsd(2_500_000)).toBe('$2.5M');
    expect(formatUsd(55_100_000)).toBe('$55.1M');
    expect(formatUsd(1_000_001)).toBe('$1.0M');
    expect(formatUsd(1_250_000_000)).toBe('$1,250.0M');
  });

  it('shows one million and less in full dollars with thousands separators', () => {
    expect(formatUsd(999_999)).toBe('$999,999');
    expect(formatUsd(1_000_000)).toBe('$1,000,000');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1234.4)).toBe('$1,234');
  });
});

describe('formatCount', () => {
  it('adds thousands separators', () => {
    expect(formatCount(11600)).toBe('11,600');
    expect(formatCount(774)).toBe('774');
    expect(formatCount(1_254_700)).toBe('1,254,700');
  });
});

describe('compact axis labels', () => {
  it('abbreviate thousands and millions', () => {
    expect(formatCompact(150_000)).toBe('150K');
    expect(formatCompact(2_500_000)).toBe('2.5M');
    expect(formatUsdCompact(40_000_000)).toBe('$40M');
    expect(formatUsdCompact(0)).toBe('$0');
  });
});

describe('formatPercent', () => {
  it('appends a percent sign', () => {
    expect(formatPercent(85)).toBe('85%');
  });
});
