import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ANALYTICS_TAB,
  DEFAULT_REGION,
  DEFAULT_TIMEFRAME,
  analyticsTabs,
  isRegionFilter,
  isTimeframe,
  regionOptions,
  timeframeOptions,
} from './analytics-filters';

describe('analytics filters', () => {
  it('offers the spec timeframes, defaulting to the last 30 days', () => {
    expect(timeframeOptions.map((option) => [option.value, option.label])).toEqual([
      ['7d', 'Last 7 days'],
      ['30d', 'Last 30 days'],
      ['90d', 'Last 90 days'],
      ['1y', 'Last year'],
    ]);
    expect(DEFAULT_TIMEFRAME).toBe('30d');
  });

  it('offers all regions first, then each region with a readable label', () => {
    expect(regionOptions.map((option) => option.value)).toEqual([
      'all',
      'asia',
      'europe',
      'americas',
      'middleeast',
      'africa',
    ]);
    expect(regionOptions.find((option) => option.value === 'middleeast')?.label).toBe('Middle East');
    expect(DEFAULT_REGION).toBe('all');
  });

  it('has three tabs with User Growth first and default', () => {
    expect(analyticsTabs.map((tab) => tab.label)).toEqual(['User Growth', 'Trading Volume', 'Regional']);
    expect(DEFAULT_ANALYTICS_TAB).toBe(analyticsTabs[0].id);
  });

  it('recognises only known values', () => {
    expect(isTimeframe('90d')).toBe(true);
    expect(isTimeframe('2y')).toBe(false);
    expect(isRegionFilter('africa')).toBe(true);
    expect(isRegionFilter('antarctica')).toBe(false);
  });
});
