import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from './support/test-database';
import { startTestApp } from './support/test-app';

describe('instances starting together on a new database', () => {
  it('both start and create each job queue once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const database = await createTestDatabase(inject('databaseServerUrl'));
      const apps = await Promise.all([
        startTestApp({ databaseUrl: database.url }),
        startTestApp({ databaseUrl: database.url }),
      ]);
      const queues = await apps[0].query<{ name: string }>('SELECT name FROM pgboss.queue ORDER BY name');
      const names = queues.map((queue) => queue.name);
      expect(names).toEqual([...new Set(names)]);
      expect(names).toEqual(expect.arrayContaining(['mail', 'notification']));
      for (const app of apps) await app.close();
      await database.drop();
    }
  }, 120_000);
});
