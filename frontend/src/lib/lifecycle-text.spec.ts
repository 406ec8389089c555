import { describe, expect, it } from 'vitest';
import { canResubmitNow, ownerEditDialogText, REAPPLY_WORDING, resubmissionText, timelineText } from './lifecycle-text';

describe('owner lifecycle wording', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('says whether and when a rejected item may come back', () => {
    expect(resubmissionText(null, now)).toBeNull();
    expect(resubmissionText({ allowed: false, from: null }, now)).toBe('This submission cannot be resubmitted.');
    expect(resubmissionText({ allowed: true, from: '2026-11-20T00:00:00Z' }, now)).toBe(
      'You may edit and resubmit it now.',
    );
    expect(resubmissionText({ allowed: true, from: '2026-12-24T12:00:00Z' }, now)).toBe(
      `You may resubmit from ${new Date('2026-12-24T12:00:00Z').toLocaleDateString()}.`,
    );
  });

  it('speaks of re-applying for partner profiles', () => {
    expect(resubmissionText({ allowed: false, from: null }, now, REAPPLY_WORDING)).toBe('You cannot re-apply.');
    expect(resubmissionText({ allowed: true, from: '2026-12-24T12:00:00Z' }, now, REAPPLY_WORDING)).toBe(
      `You may re-apply from ${new Date('2026-12-24T12:00:00Z').toLocaleDateString()}.`,
    );
  });

  it('offers resubmitting for withdrawn items and rejections whose wait is over', () => {
    expect(canResubmitNow('withdrawn', null, now)).toBe(true);
    expect(canResubmitNow('rejected', { allowed: true, from: '2026-11-01T00:00:00Z' }, now)).toBe(true);
    expect(canResubmitNow('rejected', { allowed: true, from: '2026-12-01T00:00:00Z' }, now)).toBe(false);
    expect(canResubmitNow('rejected', { allowed: false, from: null }, now)).toBe(false);
    expect(canResubmitNow('pending', null, now)).toBe(false);
  });

  it('tells timeline entries without naming admins', () => {
    expect(
      timelineText({ event: 'decided', actorLabel: 'An admin', outcome: 'rejected', reasonLabel: 'Duplicate' }),
    ).toBe('An admin rejected it (Duplicate)');
    expect(timelineText({ event: 'resubmitted', actorLabel: 'You', outcome: null, reasonLabel: null })).toBe(
      'You resubmitted it',
    );
  });
});

describe('ownerEditDialogText', () => {
  it('names the item and says where an edit leaves it', () => {
    expect(ownerEditDialogText('edit', 'article', 'AR-7')).toEqual({
      title: 'Edit article AR-7',
      intro: 'It stays in the review queue with your changes.',
    });
  });

  it('says a resubmission sends the same item back to review', () => {
    expect(ownerEditDialogText('resubmit', 'submission', 'PS-3')).toEqual({
      title: 'Edit and resubmit PS-3',
      intro: 'Fix what the review asked for; the same submission goes back to the review queue.',
    });
  });
});
