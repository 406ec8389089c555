import { describe, expect, it } from 'vitest';
import type { ModerationEffect } from '../../../kernel/moderation/moderation-policy';
import { CONVERSION_STATUSES, type ConversionStatus } from './conversion-flags';
import { referralConversionPolicy, type ConversionDecision } from './referral-conversion.policy';

const allowed: Partial<Record<`${ConversionStatus} ${ConversionDecision}`, [ConversionStatus, ModerationEffect[]]>> = {
  'flagged confirm': ['counted', ['update-referral-counters', 'audit-entry', 'notify-owner']],
  'flagged void': ['voided', ['audit-entry', 'notify-owner']],
};
const decisions: ConversionDecision[] = ['confirm', 'void'];

describe('referralConversionPolicy', () => {
  for (const state of CONVERSION_STATUSES) {
    for (const decision of decisions) {
      const expected = allowed[`${state} ${decision}`];
      it(`${decision} from ${state}: ${expected ? `→ ${expected[0]}` : 'refused'}`, () => {
        expect(referralConversionPolicy.decide(state, decision)).toEqual(
          expected ? { allowed: true, next: expected[0], effects: expected[1] } : { allowed: false },
        );
      });
    }
  }
});
