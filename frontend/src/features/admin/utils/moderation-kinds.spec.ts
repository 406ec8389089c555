import { describe, expect, it } from 'vitest';
import { MODERATION_KINDS, decisionProblem, failureToast, isStaleDecision } from './moderation-kinds';

describe('moderation toast texts (spec §8)', () => {
  it('uses the spec success and failure texts', () => {
    expect(Object.values(MODERATION_KINDS).map((kind) => kind.successMessage)).toEqual([
      'Partner status updated',
      'Project verification updated',
      'Article publication status updated',
      'Submission status updated',
    ]);
    expect(Object.values(MODERATION_KINDS).map((kind) => kind.failureMessage)).toEqual([
      'Failed to update partner',
      'Failed to verify project',
      'Failed to update article',
      'Failed to update submission',
    ]);
  });

  it('labels the approving action per spec §2', () => {
    expect(Object.values(MODERATION_KINDS).map((kind) => [kind.approveLabel, kind.rejectLabel])).toEqual([
      ['Approve', 'Reject'],
      ['Verify', 'Reject'],
      ['Publish', 'Reject'],
      ['Approve', 'Reject'],
    ]);
  });
});

describe('failureToast (spec §8)', () => {
  it("reads exactly 'Error' and the fixed text, with nothing appended", () => {
    expect(failureToast('partner')).toEqual({ title: 'Error', description: 'Failed to update partner' });
    expect(failureToast('project')).toEqual({ title: 'Error', description: 'Failed to verify project' });
    expect(failureToast('article')).toEqual({ title: 'Error', description: 'Failed to update article' });
    expect(failureToast('submission')).toEqual({ title: 'Error', description: 'Failed to update submission' });
  });
});

describe('decisionProblem', () => {
  it("keeps the server's explanation for the inline alert, naming the item", () => {
    expect(decisionProblem(7, 'Comet Swap', 'Project submission was already decided (approved)')).toEqual({
      id: 7,
      message: 'Comet Swap: Project submission was already decided (approved)',
    });
    expect(decisionProblem(7, '', 'Not found')).toEqual({ id: 7, message: 'Not found' });
  });

  it('is null when the server said nothing', () => {
    expect(decisionProblem(7, 'Comet Swap', undefined)).toBeNull();
    expect(decisionProblem(7, 'Comet Swap', '')).toBeNull();
  });
});

describe('isStaleDecision', () => {
  it('is true for unknown or already decided items only', () => {
    expect([404, 409].map(isStaleDecision)).toEqual([true, true]);
    expect([400, 401, 403, 500, undefined].map(isStaleDecision)).toEqual([false, false, false, false, false]);
  });
});
