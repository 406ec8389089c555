import { describe, expect, it } from 'vitest';
import type { ProjectInsight } from '../../lib/api-types';
import {
  GROWTH_CHART_SIZE,
  KYC_CHART_SIZE,
  VOLUME_CHART_SIZE,
  growthTrend,
  kycSlices,
  projectNamer,
  volumeBars,
} from './community-charts';

const insights: ProjectInsight[] = Array.from({ length: 12 }, (_, index) => ({
  id: 100 + index,
  projectId: index + 1,
  totalUsers: 10_000 * (12 - index),
  kycUsers: 4_000 * (12 - index),
  tradingVolume: 1_500_000 * (12 - index),
  growthScore: `${60 + index}.50`,
  recordedAt: '2026-01-01T00:00:00.000Z',
}));

const nameOf = projectNamer([
  { id: 1, name: 'Binance' },
  { id: 2, name: 'OKX' },
  { id: 99, name: 'Unused' },
]);

describe('projectNamer', () => {
  it('names projects from the list and falls back to "Project N"', () => {
    expect(nameOf(1)).toBe('Binance');
    expect(nameOf(2)).toBe('OKX');
    expect(nameOf(7)).toBe('Project 7');
    expect(projectNamer([])(3)).toBe('Project 3');
  });
});

describe('chart data', () => {
  it('uses the first 10 records, in API order, for the volume bars, in $M', () => {
    const bars = volumeBars(insights, nameOf);
    expect(bars).toHaveLength(VOLUME_CHART_SIZE);
    expect(VOLUME_CHART_SIZE).toBe(10);
    expect(bars[0]).toEqual({ projectId: 1, name: 'Binance', volumeMillions: 18 });
    expect(bars[9]).toEqual({ projectId: 10, name: 'Project 10', volumeMillions: 4.5 });
  });

  it('uses the first 5 records for the KYC pie, valued by KYC users', () => {
    const slices = kycSlices(insights, nameOf);
    expect(KYC_CHART_SIZE).toBe(5);
    expect(slices.map((slice) => [slice.name, slice.kycUsers])).toEqual([
      ['Binance', 48_000],
      ['OKX', 44_000],
      ['Project 3', 40_000],
      ['Project 4', 36_000],
      ['Project 5', 32_000],
    ]);
  });

  it('uses the first 7 records for the growth trend, labelled Day 1 to Day 7', () => {
    const points = growthTrend(insights, nameOf);
    expect(GROWTH_CHART_SIZE).toBe(7);
    expect(points.map((point) => point.day)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5', 'Day 6', 'Day 7']);
    expect(points[0]).toEqual({ day: 'Day 1', name: 'Binance', growth: 60.5, users: 120_000 });
    expect(points[6].growth).toBe(66.5);
  });

  it('copes with fewer records than a chart can show', () => {
    expect(volumeBars(insights.slice(0, 2), nameOf)).toHaveLength(2);
    expect(kycSlices([], nameOf)).toEqual([]);
    expect(growthTrend(insights.slice(0, 1), nameOf).map((point) => point.day)).toEqual(['Day 1']);
  });
});
