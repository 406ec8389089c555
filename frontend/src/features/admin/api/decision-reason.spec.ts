import { describe, expect, it } from 'vitest';
import { REASON_OPTIONS, reasonEffect } from '../utils/reason-codes';
import { decisionRequest } from './admin-requests';

describe('rejection reason codes', () => {
  it('sends the reason code with a rejection only', () => {
    expect(decisionRequest('submission', 4, false, 'Dup of #3', 'duplicate')).toEqual({
      url: '/api/project-submissions/4/status',
      body: { verificationStatus: 'rejected', adminNotes: 'Dup of #3', reasonCode: 'duplicate' },
    });
    expect(decisionRequest('submission', 4, true, '', 'duplicate').body).toEqual({
      verificationStatus: 'approved',
      adminNotes: '',
    });
    expect(decisionRequest('submission', 4, false, '').body).toEqual({
      verificationStatus: 'rejected',
      adminNotes: '',
    });
    expect(decisionRequest('article', 5, false, '', 'not_a_fit').body).toEqual({
      published: false,
      reasonCode: 'not_a_fit',
    });
    expect(decisionRequest('article', 5, true, '', 'not_a_fit').body).toEqual({ published: true });
  });

  it('offers the five codes with what each means for the owner', () => {
    expect(REASON_OPTIONS.map((option) => option.code)).toEqual([
      'needs_more_detail',
      'cannot_verify',
      'duplicate',
      'not_a_fit',
      'other',
    ]);
    expect(reasonEffect('not_a_fit')).toBe('The owner may resubmit after 30 days.');
  });
});
