import { describe, expect, it } from 'vitest';
import type { ModerationEffect } from '../../../kernel/moderation/moderation-policy';
import { PROJECT_VERIFICATION_STATUSES, type ProjectVerificationStatus } from './project';
import { projectVerificationPolicy, type ProjectVerificationDecision } from './project-verification.policy';

const allowed: Partial<
  Record<`${ProjectVerificationStatus} ${ProjectVerificationDecision}`, [ProjectVerificationStatus, ModerationEffect[]]>
> = {
  'pending verify': ['verified', ['audit-entry', 'notify-owner']],
  'pending reject': ['rejected', ['audit-entry', 'notify-owner']],
  'verified unverify': ['pending', ['audit-entry', 'notify-owner']],
};
const decisions: ProjectVerificationDecision[] = ['verify', 'reject', 'unverify'];

describe('projectVerificationPolicy', () => {
  for (const state of PROJECT_VERIFICATION_STATUSES) {
    for (const decision of decisions) {
      const expected = allowed[`${state} ${decision}`];
      it(`${decision} from ${state}: ${expected ? `→ ${expected[0]}` : 'refused'}`, () => {
        expect(projectVerificationPolicy.decide(state, decision)).toEqual(
          expected ? { allowed: true, next: expected[0], effects: expected[1] } : { allowed: false },
        );
      });
    }
  }

  it('names the item as the 404 and 409 messages do', () => {
    expect(projectVerificationPolicy.subject).toBe('Project');
  });
});
