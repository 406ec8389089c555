import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { LIVE_STATS_MAX_AGE_MS, LIVE_STATS_REFRESH_AFTER_MS, LiveStatsMemo } from './live-stats-memo';

/** One open transaction at a time, committed by hand. */
class ManualTransactions extends TransactionRunner {
  open = false;
  private committed: Array<() => void> = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }

  savepoint<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }

  afterCommit(callback: () => void): void {
    if (this.open) this.committed.push(callback);
    else callback();
  }

  commit(): void {
    this.open = false;
    for (const callback of this.committed.splice(0)) callback();
  }
}

function counter() {
  let reads = 0;
  return { load: async () => ++reads, reads: () => reads };
}

describe('LiveStatsMemo', () => {
  it('shares one read per partner and key until that partner changes', async () => {
    const memo = new LiveStatsMemo(new ManualTransactions());
    const source = counter();
    expect(await memo.read(1, 'all', source.load)).toBe(1);
    expect(await memo.read(1, 'all', source.load)).toBe(1);
    expect(await memo.read(1, '7', source.load)).toBe(2);
    memo.changed(2);
    expect(await memo.read(1, 'all', source.load)).toBe(1);
    memo.changed(1);
    expect(await memo.read(1, 'all', source.load)).toBe(3);
    expect(source.reads()).toBe(3);
  });

  it('keeps nothing read while the partner changed', async () => {
    const memo = new LiveStatsMemo(new ManualTransactions());
    let release!: () => void;
    const slow = memo.read(1, 'all', () => new Promise<string>((resolve) => (release = () => resolve('before'))));
    memo.changed(1);
    release();
    expect(await slow).toBe('before');
    expect(await memo.read(1, 'all', async () => 'after')).toBe('after');
  });

  it('drops again when the writing transaction commits, so a read between the write and its commit is not kept', async () => {
    const transactions = new ManualTransactions();
    const memo = new LiveStatsMemo(transactions);
    transactions.open = true;
    memo.changed(1);
    expect(await memo.read(1, 'all', async () => 'uncommitted view')).toBe('uncommitted view');
    transactions.commit();
    expect(await memo.read(1, 'all', async () => 'committed view')).toBe('committed view');
  });

  it('shares a read in progress, and keeps no failed one', async () => {
    const memo = new LiveStatsMemo(new ManualTransactions());
    const source = counter();
    const [first, second] = await Promise.all([memo.read(1, 'all', source.load), memo.read(1, 'all', source.load)]);
    expect([first, second, source.reads()]).toEqual([1, 1, 1]);
    await expect(memo.read(1, 'other', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await memo.read(1, 'other', source.load)).toBe(2);
  });
});

/** Lets a finished background read take its place. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('LiveStatsMemo refresh ahead', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a polling client from the current read while the next one runs, and never past the max age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const memo = new LiveStatsMemo(new ManualTransactions());
    let reads = 0;
    const releases: Array<() => void> = [];
    const load = () =>
      new Promise<number>((resolve) => {
        const read = ++reads;
        releases.push(() => resolve(read));
      });
    const first = memo.read(1, 'all', load);
    releases[0]();
    expect(await first).toBe(1);

    vi.advanceTimersByTime(LIVE_STATS_REFRESH_AFTER_MS - 1);
    expect(await memo.read(1, 'all', load)).toBe(1);
    expect(reads).toBe(1);

    vi.advanceTimersByTime(1);
    expect(await memo.read(1, 'all', load)).toBe(1);
    expect(await memo.read(1, 'all', load)).toBe(1);
    expect(reads).toBe(2);
    releases[1]();
    await settled();
    expect(await memo.read(1, 'all', load)).toBe(2);

    // A refresh that does not come back in time does not keep the entry alive past the max age.
    vi.advanceTimersByTime(LIVE_STATS_REFRESH_AFTER_MS);
    expect(await memo.read(1, 'all', load)).toBe(2);
    expect(reads).toBe(3);
    vi.advanceTimersByTime(LIVE_STATS_MAX_AGE_MS);
    const waited = memo.read(1, 'all', load);
    expect(reads).toBe(4);
    releases[2]();
    releases[3]();
    expect(await waited).toBe(4);
    await settled();
    expect(await memo.read(1, 'all', load)).toBe(4);
  });

  it('keeps the current read when the next one fails, and tries again on the next request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const memo = new LiveStatsMemo(new ManualTransactions());
    expect(await memo.read(1, 'all', async () => 'first')).toBe('first');
    vi.advanceTimersByTime(LIVE_STATS_REFRESH_AFTER_MS);
    expect(await memo.read(1, 'all', async () => Promise.reject(new Error('database down')))).toBe('first');
    await settled();
    expect(await memo.read(1, 'all', async () => 'second')).toBe('first');
    await settled();
    expect(await memo.read(1, 'all', async () => 'third')).toBe('second');
  });
});
