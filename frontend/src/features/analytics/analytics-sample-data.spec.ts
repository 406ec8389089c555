import { describe, expect, it } from 'vitest';
import {
  headlineFigures,
  latestGrowth,
  monthlyVolume,
  regionShares,
  retention,
  userGrowth,
} from './analytics-sample-data';

describe('analytics sample data', () => {
  it('has the four headline cards of the spec, word for word', () => {
    expect(headlineFigures).toEqual([
      { label: 'Total Users', value: '50,000+', change: '+23%' },
      { label: 'Trading Volume', value: '$250M+', change: '+34%' },
      { label: 'Active Markets', value: '12+', change: '+2' },
      { label: 'Partnerships', value: '20+', change: '+5' },
    ]);
  });

  it('covers January to June with growing users, of whom only some are verified', () => {
    expect(userGrowth.map((record) => record.month)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']);
    userGrowth.forEach((record, index) => {
      expect(record.verified).toBeLessThan(record.users);
      if (index > 0) {
        expect(record.users).toBeGreaterThan(userGrowth[index - 1].users);
        expect(record.verified).toBeGreaterThan(userGrowth[index - 1].verified);
      }
    });
  });

  it('has monthly volume and trades for the same months', () => {
    expect(monthlyVolume.map((record) => record.month)).toEqual(userGrowth.map((record) => record.month));
    expect(monthlyVolume.every((record) => record.volume > 1_000_000 && record.trades > 0)).toBe(true);
  });

  it('splits users by region exactly as the spec says, adding up to 100 percent', () => {
    expect(regionShares.map(({ label, value, users }) => [label, value, users])).toEqual([
      ['Asia', 45, 11600],
      ['Europe', 25, 6450],
      ['Americas', 20, 5160],
      ['Middle East', 7, 1806],
      ['Africa', 3, 774],
    ]);
    expect(regionShares.reduce((sum, record) => sum + record.value, 0)).toBe(100);
  });

  it('has the retention figures of the spec', () => {
    expect(retention).toEqual([
      { label: 'Day 1', percent: 85 },
      { label: 'Day 7', percent: 62 },
      { label: 'Day 30', percent: 45 },
    ]);
  });
});

describe('latestGrowth', () => {
  it('gives the last month with its verified share in whole percent', () => {
    expect(latestGrowth(userGrowth)).toEqual({ month: 'Jun', users: 50400, verified: 25790, verifiedPercent: 51 });
    expect(latestGrowth([{ month: 'Jan', users: 200, verified: 150 }])?.verifiedPercent).toBe(75);
  });

  it('copes with no records and with no users', () => {
    expect(latestGrowth([])).toBeUndefined();
    expect(latestGrowth([{ month: 'Jan', users: 0, verified: 0 }])?.verifiedPercent).toBe(0);
  });
});
