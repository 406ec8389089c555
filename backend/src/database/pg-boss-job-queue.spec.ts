import { describe, expect, it } from 'vitest';
import { inSendingOrder } from './pg-boss-job-queue';

const job = (id: string, at: string) => ({ id, createdOn: new Date(at), data: {} });

describe('inSendingOrder', () => {
  it('runs a fetched batch oldest first, whatever order the queue answered it in', () => {
    const first = job('c1', '2026-01-01T10:00:00.001Z');
    const second = job('a2', '2026-01-01T10:00:00.002Z');
    const third = job('b3', '2026-01-01T10:00:01.000Z');
    expect(inSendingOrder([third, first, second])).toEqual([first, second, third]);
  });

  it('breaks a tie (jobs sent in one transaction) by id, as the queue picks them, and leaves the batch itself untouched', () => {
    const batch = [job('b', '2026-01-01T10:00:00Z'), job('a', '2026-01-01T10:00:00Z')];
    expect(inSendingOrder(batch).map(({ id }) => id)).toEqual(['a', 'b']);
    expect(batch.map(({ id }) => id)).toEqual(['b', 'a']);
  });
});
