import { describe, expect, it } from 'vitest';
import type { ModerationEffect } from '../../../kernel/moderation/moderation-policy';
import { PARTNER_STATUSES, type PartnerStatus } from './partner-profile';
import { partnerProfilePolicy, type PartnerProfileDecision } from './partner-profile.policy';

const allowed: Partial<Record<`${PartnerStatus} ${PartnerProfileDecision}`, [PartnerStatus, ModerationEffect[]]>> = {
  'pending approve': ['approved', ['timeline-entry', 'grant-partner-role', 'audit-entry', 'notify-owner']],
  'pending reject': ['rejected', ['timeline-entry', 'audit-entry', 'notify-owner']],
  'approved revoke': ['revoked', ['timeline-entry', 'revoke-partner-role', 'audit-entry', 'notify-owner']],
};
const decisions: PartnerProfileDecision[] = ['approve', 'reject', 'revoke'];

describe('partnerProfilePolicy', () => {
  for (const state of PARTNER_STATUSES) {
    for (const decision of decisions) {
      const expected = allowed[`${state} ${decision}`];
      it(`${decision} from ${state}: ${expected ? `→ ${expected[0]}` : 'refused'}`, () => {
        expect(partnerProfilePolicy.decide(state, decision)).toEqual(
          expected ? { allowed: true, next: expected[0], effects: expected[1] } : { allowed: false },
        );
      });
    }
  }

  it('names the item as the 404 and 409 messages do', () => {
    expect(partnerProfilePolicy.subject).toBe('Partner profile');
  });
});
