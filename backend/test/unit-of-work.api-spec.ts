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
      const [{ count }] = await app.query<{ count: number }>(`SELECT count(*)::int AS count FROM app_settings WHERE key = 'after-commit-test'`);
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
