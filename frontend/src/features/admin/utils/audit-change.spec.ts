import { describe, expect, it } from 'vitest';
import { changedFields, fieldLabel, valueText } from './audit-change';

describe('changedFields', () => {
  it('lists only the fields that changed, in words', () => {
    expect(
      changedFields(
        { status: 'pending' },
        { status: 'rejected', reasonCode: 'other', adminNotes: 'Missing report', projectId: null },
      ),
    ).toEqual([
      { key: 'status', label: 'Status', before: 'pending', after: 'rejected' },
      { key: 'reasonCode', label: 'Reason', before: '—', after: 'other' },
      { key: 'adminNotes', label: 'Admin notes', before: '—', after: 'Missing report' },
    ]);
  });

  it('shows booleans as yes and no', () => {
    expect(changedFields({ disabled: false }, { disabled: true })).toEqual([
      { key: 'disabled', label: 'Disabled', before: 'no', after: 'yes' },
    ]);
  });

  it('has nothing to show for entries recorded without values', () => {
    expect(changedFields(null, null)).toEqual([]);
    expect(changedFields(undefined, { status: 'approved' })).toEqual([
      { key: 'status', label: 'Status', before: '—', after: 'approved' },
    ]);
  });

  it('names unknown fields from their camelCase', () => {
    expect(fieldLabel('paymentAmountCents')).toBe('Payment amount cents');
    expect(valueText(0)).toBe('0');
  });
});
