import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher, ConcurrencyLimit } from './argon2-password.hasher';

describe('ConcurrencyLimit', () => {
  it('runs at most its limit at once, the rest in arrival order, and goes on after a failure', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (index: number) =>
      limit.run(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (index === 1) throw new Error('refused');
        return index;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(task));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});

describe('Argon2PasswordHasher', () => {
  it('verifies its own hashes, and no password matches an account without one', async () => {
    const hasher = new Argon2PasswordHasher();
    const hash = await hasher.hash('correct horse');
    expect(await hasher.verify(hash, 'correct horse')).toBe(true);
    expect(await hasher.verify(hash, 'wrong horse')).toBe(false);
    expect(await hasher.verify(null, '')).toBe(false);
    // Three Argon2 hashes, slow by design, on a machine that may be running other suites beside this one.
  }, 30_000);
});
