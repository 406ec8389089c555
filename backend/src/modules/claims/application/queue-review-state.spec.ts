import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimView, ModerationClaimsUseCase } from './moderation-claims.use-case';
import { QueueReviewState } from './queue-review-state';

const HOUR = 60 * 60 * 1000;
const CLAIM_MS = 30 * 60 * 1000;
const START = new Date('2026-11-24T12:00:00Z').getTime();

function claimsWith(holders: Map<number, ClaimView>): ModerationClaimsUseCase {
  return {
    holdersOf: vi.fn(
      async (_kind: string, ids: readonly number[]) => new Map([...holders].filter(([id]) => ids.includes(id))),
    ),
    expiryOf: (claimedAt: Date) => new Date(new Date(claimedAt).getTime() + CLAIM_MS),
  } as unknown as ModerationClaimsUseCase;
}

describe('QueueReviewState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  // A cached page: frozen, the same array on every read until its table changes.
  const page = Object.freeze([
    Object.freeze({ id: 1, createdAt: new Date(START - 47 * HOUR), status: 'pending' }),
    Object.freeze({ id: 2, createdAt: new Date(START - 10 * HOUR), status: 'approved' }),
  ]);
  const pending = (item: { status: string }) => item.status === 'pending';

  it('hands out the same reviewed page while nothing it shows has changed', async () => {
    const state = new QueueReviewState(claimsWith(new Map()));
    const first = await state.of('project', page, () => 48, pending);
    expect(first).toEqual([{ ...page[0], reviewTargetHours: 48, overdue: false, claimedBy: null }, page[1]]);
    expect(await state.of('project', page, () => 48, pending)).toBe(first);
  });

  it('gives a new page from the moment an item turns overdue', async () => {
    const state = new QueueReviewState(claimsWith(new Map()));
    const first = await state.of('project', page, () => 48, pending);
    vi.setSystemTime(START + HOUR - 1);
    expect(await state.of('project', page, () => 48, pending)).toBe(first);
    vi.setSystemTime(START + HOUR + 1);
    const later = await state.of('project', page, () => 48, pending);
    expect(later).not.toBe(first);
    expect(later[0]).toMatchObject({ id: 1, overdue: true });
  });

  it('gives a new page when a claim is taken, and when it lapses', async () => {
    const holders = new Map<number, ClaimView>();
    const state = new QueueReviewState(claimsWith(holders));
    const first = await state.of('project', page, () => 48, pending);
    holders.set(1, { username: 'admin2', claimedAt: new Date(START) });
    const claimed = await state.of('project', page, () => 48, pending);
    expect(claimed).not.toBe(first);
    expect(claimed[0]).toMatchObject({ claimedBy: { username: 'admin2' } });
    expect(await state.of('project', page, () => 48, pending)).toBe(claimed);
    vi.setSystemTime(START + CLAIM_MS + 1);
    expect(await state.of('project', page, () => 48, pending)).not.toBe(claimed);
  });

  it('does not keep the result for a page that was read fresh (not frozen)', async () => {
    const state = new QueueReviewState(claimsWith(new Map()));
    const fresh = [{ id: 1, createdAt: new Date(START), status: 'pending' }];
    const first = await state.of('project', fresh, () => 48, pending);
    expect(await state.of('project', fresh, () => 48, pending)).not.toBe(first);
  });
});
