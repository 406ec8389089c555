import { describe, expect, it, vi } from 'vitest';
import { LeasedAllowance, MAX_LEASE, type AllowanceVerdict } from './leased-allowance';
import type { RateLimitService } from './rate-limit.service';

/** Shared counters as RateLimitService.reserve keeps them: one per subject, one window, `limit` requests. */
function counter(limit: number, windowMs = 60_000) {
  const hits = new Map<string, number>();
  const reserve = vi.fn(async ({ subject }: { subject: string }, count: number) => {
    const before = hits.get(subject) ?? 0;
    hits.set(subject, before + count);
    return { granted: Math.max(0, Math.min(count, limit - before)), resetAt: Date.now() + windowMs };
  });
  return {
    reserve,
    service: { reserve, countRefusal: () => undefined } as unknown as RateLimitService,
    reset: () => hits.clear(),
  };
}

const settle = (verdict: AllowanceVerdict | Promise<AllowanceVerdict>) => Promise.resolve(verdict);
/** Lets a reservation made in the background come back. */
const backgroundDone = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LeasedAllowance', () => {
  it('reserves a twentieth of the limit at once, answers from it without waiting, and reserves the next slice ahead of time', async () => {
    const shared = counter(1000);
    const allowance = new LeasedAllowance(shared.service, 'apiToken', 1000);
    expect(await allowance.take('1')).toEqual({ limited: false });
    expect(shared.reserve).toHaveBeenCalledWith({ name: 'apiToken', subject: '1' }, 50);
    // Half the slice is answered synchronously: no promise, no database.
    for (let index = 1; index < 25; index += 1) expect(allowance.take('1')).toEqual({ limited: false });
    expect(shared.reserve).toHaveBeenCalledTimes(1);
    // Past half, the next slice is reserved in the background while this one still answers.
    expect(allowance.take('1')).toEqual({ limited: false });
    expect(shared.reserve).toHaveBeenCalledTimes(2);
    await backgroundDone();
    // What was left (24) and the new slice (50): all answered synchronously.
    for (let index = 0; index < 74; index += 1) expect(allowance.take('1')).toEqual({ limited: false });
    expect(shared.reserve).toHaveBeenCalledTimes(3);
  });

  it('takes at most 1,000 at once from a very high limit, so a busy token has 500 requests of time to renew', async () => {
    expect(MAX_LEASE).toBe(1_000);
    const shared = counter(1_000_000);
    const allowance = new LeasedAllowance(shared.service, 'apiToken', 1_000_000);
    expect(await allowance.take('1')).toEqual({ limited: false });
    expect(shared.reserve).toHaveBeenCalledWith({ name: 'apiToken', subject: '1' }, 1_000);
    for (let index = 1; index <= 500; index += 1) expect(allowance.take('1')).toEqual({ limited: false });
    expect(shared.reserve).toHaveBeenCalledTimes(2);
    // The renewal has not come back yet: the rest of the slice is still answered without waiting.
    for (let index = 0; index < 499; index += 1) expect(allowance.take('1')).toEqual({ limited: false });
    expect(shared.reserve).toHaveBeenCalledTimes(2);
  });

  it('waits for the database only when a renewal ahead of time failed and the slice has run out', async () => {
    const shared = counter(1000);
    const allowance = new LeasedAllowance(shared.service, 'apiToken', 1000);
    expect(await allowance.take('1')).toEqual({ limited: false });
    shared.reserve.mockRejectedValue(new Error('database unavailable'));
    for (let index = 1; index < 50; index += 1) expect(allowance.take('1')).toEqual({ limited: false });
    await backgroundDone();
    await expect(settle(allowance.take('1'))).rejects.toThrow('database unavailable');
  });

  it('never admits more than the limit, and refuses locally once the counter is used up', async () => {
    const shared = counter(5);
    const allowance = new LeasedAllowance(shared.service, 'apiToken', 5);
    const verdicts = [];
    for (let index = 0; index < 8; index += 1) verdicts.push(await settle(allowance.take('7')));
    expect(verdicts.filter((verdict) => !verdict.limited)).toHaveLength(5);
    expect(verdicts[5]).toEqual({ limited: true, retryAfterSeconds: 60 });
    const callsWhenExhausted = shared.reserve.mock.calls.length;
    await settle(allowance.take('7'));
    expect(shared.reserve).toHaveBeenCalledTimes(callsWhenExhausted);
  });

  it('counts tokens apart', async () => {
    const allowance = new LeasedAllowance(counter(1).service, 'apiToken', 1);
    expect(await settle(allowance.take('1'))).toEqual({ limited: false });
    expect((await settle(allowance.take('1'))).limited).toBe(true);
    expect(await settle(allowance.take('2'))).toEqual({ limited: false });
  });

  it('makes concurrent requests wait for one reservation', async () => {
    const shared = counter(1000);
    const allowance = new LeasedAllowance(shared.service, 'apiToken', 1000);
    const verdicts = await Promise.all(Array.from({ length: 5 }, () => settle(allowance.take('3'))));
    expect(verdicts.every((verdict) => !verdict.limited)).toBe(true);
    expect(shared.reserve).toHaveBeenCalledTimes(1);
  });

  it('asks for a new slice when the window has ended', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const shared = counter(1, 1_000);
      const allowance = new LeasedAllowance(shared.service, 'apiToken', 1);
      expect(await settle(allowance.take('4'))).toEqual({ limited: false });
      expect((await settle(allowance.take('4'))).limited).toBe(true);
      vi.setSystemTime(1_001);
      shared.reset();
      expect(await settle(allowance.take('4'))).toEqual({ limited: false });
    } finally {
      vi.useRealTimers();
    }
  });
});
