import { describe, expect, it } from 'vitest';
import { MODERATION_KINDS, failureDescription, isStaleDecision } from './moderation-kinds';

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

describe('failureDescription', () => {
  it("appends the server's message when there is one", () => {
    expect(failureDescription('partner', 'Partner profile was already decided (approved)')).toBe(
      'Failed to update partner: Partner profile was already decided (approved)',
    );
    expect(failureDescription('submission', undefined)).toBe('Failed to update submission');
    expect(failureDescription('project', '')).toBe('Failed to verify project');
  });
});

describe('isStaleDecision', () => {
  it('is true for unknown or already decided items only', () => {
    expect([404, 409].map(isStaleDecision)).toEqual([true, true]);
    expect([400, 401, 403, 500, undefined].map(isStaleDecision)).toEqual([false, false, false, false, false]);
  });
});
