import { describe, expect, it } from 'vitest';
import type { ProjectInsight } from '../../lib/api-types';
import {
  formatCount,
  formatKycShare,
  formatOneDecimal,
  formatVolumeMillions,
  growthScoreOf,
  summarizeInsights,
} from './community-metrics';

function insight(projectId: number, figures: Partial<ProjectInsight> = {}): ProjectInsight {
  return {
    id: projectId * 10,
    projectId,
    totalUsers: 1000,
    kycUsers: 500,
    tradingVolume: 2_000_000,
    growthScore: '50.00',
    recordedAt: '2026-01-01T00:00:00.000Z',
    ...figures,
  };
}

describe('summarizeInsights', () => {
  it('sums users, KYC users and volume, and averages the growth score', () => {
    const summary = summarizeInsights([
      insight(1, { totalUsers: 1_250_000, kycUsers: 1_137_500, tradingVolume: 18_450_000_000, growthScore: '78.40' }),
      insight(2, { totalUsers: 640_000, kycUsers: 563_200, tradingVolume: 4_120_000_000, growthScore: '81.20' }),
      insight(13, { totalUsers: 48_000, kycUsers: 26_400, tradingVolume: 12_500_000, growthScore: '91.30' }),
    ]);
    expect(summary.totalUsers).toBe(1_938_000);
    expect(summary.kycUsers).toBe(1_727_100);
    expect(summary.tradingVolume).toBe(22_582_500_000);
    expect(summary.kycPercent).toBeCloseTo((1_727_100 / 1_938_000) * 100, 10);
    expect(summary.averageGrowth).toBeCloseTo((78.4 + 81.2 + 91.3) / 3, 10);
  });

  it('gives zeros rather than NaN when there is nothing to summarise', () => {
    expect(summarizeInsights([])).toEqual({
      totalUsers: 0,
      kycUsers: 0,
      kycPercent: 0,
      tradingVolume: 0,
      averageGrowth: 0,
    });
    expect(summarizeInsights([insight(1, { totalUsers: 0, kycUsers: 0 })]).kycPercent).toBe(0);
  });

  it('reads the growth score from its numeric string', () => {
    expect(growthScoreOf(insight(1, { growthScore: '66.10' }))).toBe(66.1);
    expect(growthScoreOf(insight(1, { growthScore: 'n/a' }))).toBe(0);
  });
});

describe('community formatting', () => {
  it('shows counts with thousands separators', () => {
    expect(formatCount(9_076_000)).toBe('9,076,000');
    expect(formatCount(0)).toBe('0');
  });

  it('shows volume in millions of USD with one decimal', () => {
    expect(formatVolumeMillions(35_507_500_000)).toBe('$35,507.5M');
    expect(formatVolumeMillions(12_500_000)).toBe('$12.5M');
    expect(formatVolumeMillions(0)).toBe('$0.0M');
  });

  it('shows the KYC share and the growth average with one decimal', () => {
    expect(formatKycShare((4_641_970 / 9_076_000) * 100)).toBe('51.1% verified');
    expect(formatKycShare(100)).toBe('100.0% verified');
    expect(formatOneDecimal(72.48666)).toBe('72.5');
    expect(formatOneDecimal(50)).toBe('50.0');
  });
});
