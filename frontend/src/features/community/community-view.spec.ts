import { describe, expect, it } from 'vitest';
import type { ProjectInsight } from '../../lib/api-types';
import { communityView } from './community-view';

const insight: ProjectInsight = {
  id: 1,
  projectId: 3,
  totalUsers: 100,
  kycUsers: 50,
  tradingVolume: 1_000_000,
  growthScore: '70.00',
  recordedAt: '2026-01-01T00:00:00.000Z',
};

describe('communityView', () => {
  it('shows the figures when the insights arrived, whatever happened to the project list', () => {
    expect(communityView({ insights: [insight], insightsFailed: false, waitingForNames: false })).toBe('ready');
  });

  it('fails only when the insights failed', () => {
    expect(communityView({ insights: undefined, insightsFailed: true, waitingForNames: false })).toBe('failure');
    expect(communityView({ insights: [insight], insightsFailed: true, waitingForNames: false })).toBe('failure');
  });

  it('waits for the insights, and briefly for the project names', () => {
    expect(communityView({ insights: undefined, insightsFailed: false, waitingForNames: false })).toBe('loading');
    expect(communityView({ insights: [insight], insightsFailed: false, waitingForNames: true })).toBe('loading');
  });

  it('shows the empty state for no insights', () => {
    expect(communityView({ insights: [], insightsFailed: false, waitingForNames: false })).toBe('empty');
  });
});
