import { describe, expect, it } from 'vitest';
import { ownerActionRefusal, resubmissionOf } from './owner-transitions';
import { parseRequestId, requestIdOf } from './request-id';

const now = new Date('2026-11-24T12:00:00Z');
const rejected = (reasonCode: 'duplicate' | 'not_a_fit' | 'needs_more_detail', daysAgo: number) => ({
  status: 'rejected' as const,
  reasonCode,
  decidedAt: new Date(now.getTime() - daysAgo * 86_400_000),
});

describe('owner transitions', () => {
  it('lets a pending item be edited and withdrawn, nothing else', () => {
    const pending = { status: 'pending' as const, reasonCode: null, decidedAt: null };
    expect(ownerActionRefusal('edit', pending, now)).toBeNull();
    expect(ownerActionRefusal('withdraw', pending, now)).toBeNull();
    expect(ownerActionRefusal('resubmit', pending, now)).toContain('this one is pending');
    const approved = { status: 'approved' as const, reasonCode: null, decidedAt: now };
    expect(ownerActionRefusal('edit', approved, now)).toBe('Only a pending item can be edited; this one is approved');
    expect(ownerActionRefusal('withdraw', approved, now)).toContain('withdrawn; this one is approved');
  });

  it('applies the reason code to resubmissions: at once, after 30 days, never', () => {
    expect(ownerActionRefusal('resubmit', rejected('needs_more_detail', 0), now)).toBeNull();
    expect(ownerActionRefusal('resubmit', rejected('not_a_fit', 10), now)).toBe(
      'Rejected as "Not a fit": it can be resubmitted from 2026-12-14',
    );
    expect(ownerActionRefusal('resubmit', rejected('not_a_fit', 30), now)).toBeNull();
    expect(ownerActionRefusal('resubmit', rejected('duplicate', 400), now)).toContain('cannot be resubmitted');
    expect(resubmissionOf(rejected('duplicate', 1))).toEqual({ allowed: false, from: null });
    expect(ownerActionRefusal('resubmit', { status: 'withdrawn', reasonCode: null, decidedAt: null }, now)).toBeNull();
  });
});

describe('request IDs', () => {
  it('formats kind, creation month and padded id, and reads them back', () => {
    expect(requestIdOf('project-submission', 42, new Date('2026-11-03T00:00:00Z'))).toBe('PS-2611-0042');
    expect(requestIdOf('partner-profile', 123456, new Date('2027-01-31T23:59:59Z'))).toBe('PP-2701-123456');
    expect(parseRequestId(' as-2611-0042 ')).toEqual({ kind: 'article-submission', id: 42 });
    expect(parseRequestId('PS-26-1')).toBeNull();
  });
});
