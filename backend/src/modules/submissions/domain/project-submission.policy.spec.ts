import { describe, expect, it } from 'vitest';
import type { ModerationEffect } from '../../../kernel/moderation/moderation-policy';
import { PROJECT_SUBMISSION_STATUSES, type ProjectSubmissionStatus } from './project-submission';
import { projectSubmissionPolicy, type ProjectSubmissionDecision } from './project-submission.policy';

const told: ModerationEffect[] = ['timeline-entry', 'audit-entry', 'notify-owner'];
const allowed: Partial<
  Record<`${ProjectSubmissionStatus} ${ProjectSubmissionDecision}`, [ProjectSubmissionStatus, ModerationEffect[]]>
> = {
  'pending approve': ['approved', ['timeline-entry', 'list-in-directory', 'audit-entry', 'notify-owner']],
  'pending reject': ['rejected', told],
  'approved reopen': ['pending', ['timeline-entry', 'remove-from-directory', 'audit-entry', 'notify-owner']],
  'rejected reopen': ['pending', told],
};
const decisions: ProjectSubmissionDecision[] = ['approve', 'reject', 'reopen'];

describe('projectSubmissionPolicy', () => {
  for (const state of PROJECT_SUBMISSION_STATUSES) {
    for (const decision of decisions) {
      const expected = allowed[`${state} ${decision}`];
      it(`${decision} from ${state}: ${expected ? `→ ${expected[0]}` : 'refused'}`, () => {
        expect(projectSubmissionPolicy.decide(state, decision)).toEqual(
          expected ? { allowed: true, next: expected[0], effects: expected[1] } : { allowed: false },
        );
      });
    }
  }

  it('names the item as the 404 and 409 messages do', () => {
    expect(projectSubmissionPolicy.subject).toBe('Project submission');
  });
});
