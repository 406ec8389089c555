import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnitOfWork } from '../src/database/unit-of-work';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('UnitOfWork.afterCommit', () => {
  it('runs the callbacks of the outermost transaction once it has committed, in order', async () => {
    const work = app.get(UnitOfWork);
    const seen: string[] = [];
    await work.run(async () => {
      await work.manager().query(`INSERT INTO app_settings (key, value) VALUES ('after-commit-test', 'x')`);
      work.afterCommit(() => seen.push('outer'));
      await work.run(async () => work.afterCommit(() => seen.push('joined')));
      const [{ count }] = await app.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM app_settings WHERE key = 'after-commit-test'`,
      );
      // Another connection cannot see the row yet, and nothing has run.
      expect(count).toBe(0);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['outer', 'joined']);
  });

  it('never runs them when the transaction rolls back, and at once outside a transaction', async () => {
    const work = app.get(UnitOfWork);
    const seen: string[] = [];
    await expect(
      work.run(async () => {
        work.afterCommit(() => seen.push('rolled back'));
        throw new Error('fails');
      }),
    ).rejects.toThrow('fails');
    expect(seen).toEqual([]);
    work.afterCommit(() => seen.push('now'));
    expect(seen).toEqual(['now']);
  });
});

describe('UnitOfWork.run', () => {
  const visibleElsewhere = async (key: string) =>
    (await app.query<{ count: number }>(`SELECT count(*)::int AS count FROM app_settings WHERE key = $1`, [key]))[0]
      .count;

  it('keeps overlapping transactions apart, also after one of them has ended, and starts new ones after all have', async () => {
    const work = app.get(UnitOfWork);
    let endFirst!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => (endFirst = resolve));
    let secondMayWrite!: () => void;
    const secondWrites = new Promise<void>((resolve) => (secondMayWrite = resolve));
    const first = work.run(async () => {
      const manager = work.manager();
      await manager.query(`INSERT INTO app_settings (key, value) VALUES ('overlap-first', 'x')`);
      await firstMayEnd;
      expect(work.manager()).toBe(manager);
      return manager;
    });
    const second = work.run(async () => {
      const manager = work.manager();
      await secondWrites;
      // The first transaction has committed by now; this one still writes through its own.
      expect(work.isInTransaction()).toBe(true);
      expect(work.manager()).toBe(manager);
      await work.manager().query(`INSERT INTO app_settings (key, value) VALUES ('overlap-second', 'x')`);
      expect(await visibleElsewhere('overlap-second')).toBe(0);
      return manager;
    });
    endFirst();
    const firstManager = await first;
    expect(await visibleElsewhere('overlap-first')).toBe(1);
    secondMayWrite();
    const secondManager = await second;
    expect(secondManager).not.toBe(firstManager);
    expect(await visibleElsewhere('overlap-second')).toBe(1);

    expect(work.isInTransaction()).toBe(false);
    await work.run(async () => {
      expect(work.isInTransaction()).toBe(true);
      await work.manager().query(`INSERT INTO app_settings (key, value) VALUES ('after-all-ended', 'x')`);
      expect(await visibleElsewhere('after-all-ended')).toBe(0);
    });
    expect(await visibleElsewhere('after-all-ended')).toBe(1);
  });
});

describe('UnitOfWork.savepoint', () => {
  const committedKeys = async (prefix: string) =>
    (
      await app.query<{ key: string }>(`SELECT key FROM app_settings WHERE key LIKE $1 ORDER BY key`, [`${prefix}%`])
    ).map((row) => row.key);

  it('undoes a failed step and its after-commit callbacks while the transaction goes on and commits', async () => {
    const work = app.get(UnitOfWork);
    const seen: string[] = [];
    await work.run(async () => {
      await work.manager().query(`INSERT INTO app_settings (key, value) VALUES ('savepoint-a', 'x')`);
      await expect(
        work.savepoint(async () => {
          await work.manager().query(`INSERT INTO app_settings (key, value) VALUES ('savepoint-b', 'x')`);
          work.afterCommit(() => seen.push('failed step'));
          // A database error, which would abort the whole transaction without the savepoint.
          await work.manager().query(`INSERT INTO app_settings (key, value) VALUES ('savepoint-a', 'again')`);
        }),
      ).rejects.toThrow();
      const kept = await work.savepoint(async () => {
        await work.manager().query(`INSERT INTO app_settings (key, value) VALUES ('savepoint-c', 'x')`);
        work.afterCommit(() => seen.push('good step'));
        return 'kept';
      });
      expect(kept).toBe('kept');
    });
    expect(await committedKeys('savepoint-')).toEqual(['savepoint-a', 'savepoint-c']);
    expect(seen).toEqual(['good step']);
  });

  it('is a transaction of its own outside one', async () => {
    const work = app.get(UnitOfWork);
    await expect(
      work.savepoint(async () => {
        await work.manager().query(`INSERT INTO app_settings (key, value) VALUES ('alone-a', 'x')`);
        throw new Error('fails');
      }),
    ).rejects.toThrow('fails');
    expect(await committedKeys('alone-')).toEqual([]);
  });
});
