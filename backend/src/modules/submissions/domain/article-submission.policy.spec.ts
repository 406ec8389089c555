import { describe, expect, it } from 'vitest';
import type { ModerationEffect } from '../../../kernel/moderation/moderation-policy';
import { SUBMISSION_STATUSES, type SubmissionStatus } from './article-submission';
import { articleSubmissionPolicy, type ArticleDecision } from './article-submission.policy';

const told: ModerationEffect[] = ['timeline-entry', 'audit-entry', 'notify-owner'];
const allowed: Partial<Record<`${SubmissionStatus} ${ArticleDecision}`, [SubmissionStatus, ModerationEffect[]]>> = {
  'pending approve': ['approved', told],
  'pending reject': ['rejected', told],
  'approved unpublish': ['rejected', told],
  'rejected reopen': ['pending', told],
};
const decisions: ArticleDecision[] = ['approve', 'reject', 'unpublish', 'reopen'];

describe('articleSubmissionPolicy', () => {
  for (const state of SUBMISSION_STATUSES) {
    for (const decision of decisions) {
      const expected = allowed[`${state} ${decision}`];
      it(`${decision} from ${state}: ${expected ? `→ ${expected[0]}` : 'refused'}`, () => {
        expect(articleSubmissionPolicy.decide(state, decision)).toEqual(
          expected ? { allowed: true, next: expected[0], effects: expected[1] } : { allowed: false },
        );
      });
    }
  }

  it('names the item as the 404 and 409 messages do', () => {
    expect(articleSubmissionPolicy.subject).toBe('Article');
  });
});
