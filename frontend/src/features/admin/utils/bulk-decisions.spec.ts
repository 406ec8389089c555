import { describe, expect, it } from 'vitest';
import { summarizeBulk } from './bulk-decisions';

const names: Record<number, string> = { 1: 'Alpha', 2: 'Beta', 3: 'Gamma', 4: 'Delta', 5: 'Epsilon' };

describe('summarizeBulk', () => {
  it('counts outcomes and names the items left as they were', () => {
    const summary = summarizeBulk(
      [
        { id: 1, ok: true, outcome: 'rejected' },
        { id: 2, ok: false, status: 409, error: 'Project submission 2 was already decided (approved)' },
        { id: 3, ok: true, outcome: 'rejected' },
        { id: 4, ok: true, outcome: 'rejected' },
        { id: 5, ok: false, status: 404, error: 'Project submission 5 not found' },
      ],
      (id) => names[id],
    );
    expect(summary.headline).toBe('3 rejected, 1 already decided by someone else, 1 not found');
    expect(summary.failures).toEqual([
      { id: 2, subject: 'Beta', reason: 'Project submission 2 was already decided (approved)' },
      { id: 5, subject: 'Epsilon', reason: 'Project submission 5 not found' },
    ]);
    expect(summary.allDone).toBe(false);
  });

  it('says when everything went through', () => {
    const summary = summarizeBulk([{ id: 1, ok: true, outcome: 'verified' }], (id) => names[id]);
    expect(summary).toEqual({ headline: '1 verified', failures: [], allDone: true });
  });

  it('counts recorded payments and names the listings it could not mark paid', () => {
    const summary = summarizeBulk(
      [
        { id: 1, ok: true, outcome: 'completed' },
        { id: 2, ok: false, status: 409, error: 'Free listings need no payment' },
        { id: 3, ok: true, outcome: 'completed' },
      ],
      (id) => names[id],
      'payment',
    );
    expect(summary.headline).toBe('2 marked paid, 1 already paid or free');
    expect(summary.failures).toEqual([{ id: 2, subject: 'Beta', reason: 'Free listings need no payment' }]);
  });
});
