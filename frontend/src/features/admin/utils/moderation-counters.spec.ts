import { describe, expect, it } from 'vitest';
import { moderationCounts, pendingSubmissionCount } from './moderation-counters';

describe('pendingSubmissionCount', () => {
  it('counts only submissions still pending', () => {
    expect(
      pendingSubmissionCount([
        { verificationStatus: 'pending' },
        { verificationStatus: 'approved' },
        { verificationStatus: 'pending' },
        { verificationStatus: 'rejected' },
      ]),
    ).toBe(2);
    expect(pendingSubmissionCount([])).toBe(0);
  });
});

describe('moderationCounts', () => {
  it('counts the pending queues', () => {
    expect(
      moderationCounts({
        partners: [{}, {}],
        projects: [{}],
        articles: [],
        submissions: [{ verificationStatus: 'approved' }, { verificationStatus: 'pending' }],
      }),
    ).toEqual({ partners: 2, projects: 1, articles: 0, submissions: 1 });
  });

  it('leaves a counter unknown while its queue is not loaded', () => {
    expect(moderationCounts({ partners: undefined, projects: [], articles: undefined, submissions: undefined })).toEqual({
      partners: undefined,
      projects: 0,
      articles: undefined,
      submissions: undefined,
    });
  });
});
