import { describe, expect, it } from 'vitest';
import { REVERSAL_KINDS, reversalForAuditAction, reversalReasonProblem } from './reversal-kinds';

describe('reversalForAuditAction', () => {
  it('names the reversal of each reversible decision', () => {
    expect(
      [
        'article.publish',
        'article.reject',
        'project-submission.approve',
        'project-submission.reject',
        'project.verify',
        'partner.approve',
      ].map(reversalForAuditAction),
    ).toEqual([
      'unpublish-article',
      'reopen-article',
      'reopen-submission',
      'reopen-submission',
      'unverify-project',
      'revoke-partner',
    ]);
  });

  it('offers none for reversals, other rejections and account actions', () => {
    for (const action of [
      'article.unpublish',
      'project.reject',
      'partner.reject',
      'partner.revoke',
      'user.disable',
      'x',
    ]) {
      expect(reversalForAuditAction(action)).toBeNull();
    }
  });

  it('says what each reversal does', () => {
    expect(REVERSAL_KINDS['unpublish-article'].consequence).toBe(
      'The article leaves the public pages at once; the partner can edit and resubmit it.',
    );
  });
});

describe('reversalReasonProblem', () => {
  it('requires a reason of 1-1000 characters', () => {
    expect(reversalReasonProblem('')).toBe('A reason is required');
    expect(reversalReasonProblem('   ')).toBe('A reason is required');
    expect(reversalReasonProblem('x'.repeat(1001))).toBe('At most 1000 characters');
    expect(reversalReasonProblem(' Published by mistake ')).toBeNull();
    expect(reversalReasonProblem('x'.repeat(1000))).toBeNull();
  });
});
