import { describe, expect, it } from 'vitest';
import { READ_FAILURES } from './read-failures';

describe('READ_FAILURES (spec §8)', () => {
  it("uses the spec's words for the reads it names", () => {
    expect(READ_FAILURES).toMatchObject({
      profile: 'Failed to fetch profile',
      referrals: 'Failed to fetch referrals',
      submissions: 'Failed to fetch submissions',
      campaigns: 'Failed to fetch campaigns',
      insights: 'Failed to fetch insights',
      projects: 'Failed to fetch projects',
      leaderboard: 'Failed to fetch leaderboard',
      pendingPartners: 'Failed to fetch pending partners',
    });
  });

  it('follows the same pattern for the similar reads', () => {
    for (const message of Object.values(READ_FAILURES)) expect(message).toMatch(/^Failed to fetch [a-z ]+$/);
    expect(READ_FAILURES.pendingProjects).toBe('Failed to fetch pending projects');
    expect(READ_FAILURES.pendingArticles).toBe('Failed to fetch pending articles');
  });
});
