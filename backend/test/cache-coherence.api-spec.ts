import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHED_TABLES } from '../src/database/cached-tables';
import { ChangeNotifiedCache } from '../src/database/change-notified-cache';
import { TABLE_CHANGE_FEED_APPLICATION_NAME, TableChangeFeed } from '../src/database/table-change-feed';
import type { ApiClient } from './support/api-client';
import { unique } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { eventuallyPasses } from './support/eventually-passes';

// Two instances on one database, each caching hot reads (directory, leaderboards, sessions,
// users) and dropping them on the database's change notifications.
let first: TestApp;
let second: TestApp;
let admin: ApiClient;
let outsideWriter: pg.Client;

beforeAll(async () => {
  first = await startTestApp();
  second = await startTestApp({ databaseUrl: first.databaseUrl });
  ({ client: admin } = await first.signedIn('admin'));
  outsideWriter = new pg.Client({ connectionString: first.databaseUrl });
  await outsideWriter.connect();
});

afterAll(async () => {
  await outsideWriter?.end();
  await second?.close();
  await first?.close();
});

const directoryNames = async (app: TestApp) =>
  ((await app.client().get('/api/projects')).body.data as { name: string }[]).map((project) => project.name);
const volumeBoard = async (app: TestApp) =>
  (await app.client().get('/api/leaderboards/metric/volume?limit=50')).body.data as {
    entityName: string;
    score: number;
  }[];

describe('cached reads stay true to the database', () => {
  it('serves the directory from memory until a project changes', async () => {
    const answer = await first.client().get('/api/projects');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.body).toMatchObject({ success: true, data: expect.any(Array) });
    expect(first.get(ChangeNotifiedCache).get('projects:listed')).toBeDefined();
    await first.query(`UPDATE projects SET description = description WHERE false`);
    expect(first.get(ChangeNotifiedCache).get('projects:listed')).toBeUndefined();
  });

  it('shows an approved submission at once on the instance that approved it, and soon on the other', async () => {
    const { client } = await first.signedIn();
    const name = unique('Coherent ');
    await Promise.all([directoryNames(first), directoryNames(second)]);
    const { id } = (
      await client.post('/api/project-submissions', { projectName: name, category: 'DeFi', description: 'Cached?' })
    ).body.data;
    expect(
      (await admin.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'approved' })).status,
    ).toBe(200);

    expect(await directoryNames(first)).toContain(name);
    await eventuallyPasses(async () => expect(await directoryNames(second)).toContain(name));
  });

  it('re-ranks leaderboards when an admin records new figures', async () => {
    const [leader] = await volumeBoard(first);
    await volumeBoard(second);
    const [project] = await first.query<{ id: number; name: string }>(
      `SELECT id, name FROM projects WHERE listed AND name <> $1 ORDER BY id LIMIT 1`,
      [leader.entityName],
    );
    const recorded = await admin.post('/api/admin/insights', {
      projectId: project.id,
      totalUsers: 10,
      kycUsers: 1,
      tradingVolume: leader.score * 2,
      growthScore: 1,
    });
    expect(recorded.status).toBe(201);

    expect((await volumeBoard(first))[0]).toMatchObject({ entityName: project.name, score: leader.score * 2 });
    await eventuallyPasses(async () =>
      expect((await volumeBoard(second))[0]).toMatchObject({ entityName: project.name }),
    );
  });

  it("keeps a published article in memory until it, or its author's profile, changes, on both instances", async () => {
    const { profileId } = await first.partner();
    const [article] = await first.query<{ id: number }>(
      `INSERT INTO article_submissions (partner_id, title, category, excerpt, content, status, decided_at)
       VALUES ($1, 'Cached article', 'DeFi', 'Excerpt', '<p>Body</p>', 'approved', now()) RETURNING id`,
      [profileId],
    );
    const read = async (app: TestApp) => {
      const answer = await app.client().get(`/api/articles/${article.id}`);
      return answer.status === 200 ? (answer.body.data as { title: string; author: string }) : answer.status;
    };
    for (const app of [first, second]) {
      await eventuallyPasses(async () => expect(await read(app)).toMatchObject({ title: 'Cached article' }));
      expect(app.get(ChangeNotifiedCache).get(`published-articles:${article.id}`)).toBeDefined();
    }
    // A pending submission's writes leave the published reads cached.
    await outsideWriter.query(
      `INSERT INTO article_submissions (partner_id, title, category, excerpt, content) VALUES ($1, 'Draft', 'DeFi', 'e', 'c')`,
      [profileId],
    );
    expect(first.get(ChangeNotifiedCache).get(`published-articles:${article.id}`)).toBeDefined();

    const renamed = unique('Renamed author ');
    await outsideWriter.query('UPDATE partner_profiles SET company_name = $2 WHERE id = $1', [profileId, renamed]);
    for (const app of [first, second]) {
      await eventuallyPasses(async () => expect(await read(app)).toMatchObject({ author: renamed }));
    }
    await outsideWriter.query(`UPDATE article_submissions SET title = 'Edited title' WHERE id = $1`, [article.id]);
    for (const app of [first, second]) {
      await eventuallyPasses(async () => expect(await read(app)).toMatchObject({ title: 'Edited title' }));
    }
    await outsideWriter.query(`UPDATE article_submissions SET status = 'rejected' WHERE id = $1`, [article.id]);
    for (const app of [first, second]) await eventuallyPasses(async () => expect(await read(app)).toBe(404));
  });

  it('sees writes made outside the app', async () => {
    const [project] = await first.query<{ id: number }>(`SELECT id FROM projects WHERE listed ORDER BY id LIMIT 1`);
    await Promise.all([directoryNames(first), directoryNames(second)]);
    const renamed = unique('Renamed outside ');
    await outsideWriter.query('UPDATE projects SET name = $2 WHERE id = $1', [project.id, renamed]);
    for (const app of [first, second]) {
      await eventuallyPasses(async () => expect(await directoryNames(app)).toContain(renamed));
    }
  });
});

/**
 * Holds the app's change notifications until a sync marker comes, as a slow listener would, so
 * only a sync (what every write waits for) makes a write visible to the next read there.
 */
function holdChangesUntilSync(app: TestApp): () => void {
  const feed = app.get(TableChangeFeed) as unknown as { receive(payload: string): void };
  const deliver = feed.receive;
  const held: string[] = [];
  const release = () => {
    for (const payload of held.splice(0)) deliver.call(feed, payload);
  };
  feed.receive = (payload: string) => {
    held.push(payload);
    if (payload.startsWith('sync:')) release();
  };
  return () => {
    feed.receive = deliver;
    release();
  };
}

describe('every write is read back at once on the instance that made it, with no opt-in per route', () => {
  let releaseChanges: () => void;
  beforeAll(() => {
    releaseChanges = holdChangesUntilSync(first);
  });
  afterAll(() => releaseChanges());

  it('an admin verifying a project -> the directory', async () => {
    const [project] = await first.query<{ id: number; name: string }>(
      `SELECT id, name FROM projects WHERE listed AND verification_status = 'pending' ORDER BY id LIMIT 1`,
    );
    const verified = async () =>
      ((await first.client().get('/api/projects')).body.data as { name: string; verified: boolean }[]).find(
        (listed) => listed.name === project.name,
      )?.verified;
    expect(await verified()).toBe(false);

    expect((await admin.patch(`/api/admin/projects/${project.id}/verify`, { verified: true })).status).toBe(200);
    expect(await verified()).toBe(true);
  });

  it('an admin recording figures -> the leaderboards', async () => {
    const [leader] = await volumeBoard(first);
    const [project] = await first.query<{ id: number; name: string }>(
      `SELECT id, name FROM projects WHERE listed AND name <> $1 ORDER BY id DESC LIMIT 1`,
      [leader.entityName],
    );
    expect((await volumeBoard(first))[0]).toEqual(leader);
    const recorded = await admin.post('/api/admin/insights', {
      projectId: project.id,
      totalUsers: 10,
      kycUsers: 1,
      tradingVolume: leader.score * 3,
      growthScore: 1,
    });
    expect(recorded.status).toBe(201);
    expect((await volumeBoard(first))[0]).toMatchObject({ entityName: project.name, score: leader.score * 3 });
  });

  it("an admin approving a partner -> the partner's own user", async () => {
    const { client, profileId } = await first.partner();
    expect((await client.get('/api/auth/user')).body.user.role).toBe('user');
    expect((await admin.patch(`/api/admin/partners/${profileId}/approve`, { approved: true })).status).toBe(200);
    expect((await client.get('/api/auth/user')).body.user.role).toBe('partner');
  });

  it('an approved submission -> the directory', async () => {
    const { client } = await first.signedIn();
    const name = unique('Read back ');
    await directoryNames(first);
    const { id } = (
      await client.post('/api/project-submissions', { projectName: name, category: 'DeFi', description: 'Mine?' })
    ).body.data;
    expect(
      (await admin.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'approved' })).status,
    ).toBe(200);
    expect(await directoryNames(first)).toContain(name);
  });
});

describe('the change triggers', () => {
  it('are exactly those of the registry of cached tables', async () => {
    const triggers = await first.query<{ table: string; name: string; type: number; args: string; condition: boolean }>(
      `SELECT c.relname AS table, t.tgname AS name, t.tgtype AS type,
              encode(t.tgargs, 'escape') AS args, t.tgqual IS NOT NULL AS condition
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE p.proname = 'notify_table_change' AND NOT t.tgisinternal AND t.tgenabled = 'O'`,
    );
    // tgtype bits: 1 row level, 2 before, 4 insert, 8 delete, 16 update, 32 truncate, 64 instead of.
    const decode = (type: number) => ({
      level: type & 1 ? 'row' : 'statement',
      timing: type & 66 ? 'not after' : 'after',
      events: (['insert', 'delete', 'update', 'truncate'] as const).filter((_, bit) => type & (4 << bit)),
    });
    const actual = triggers
      .map(({ table, name, type, args, condition }) => ({
        table,
        name,
        ...decode(type),
        rowKey: args.split('\\000')[0] || null,
        condition,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));

    const expected = Object.entries(CACHED_TABLES)
      .flatMap(([table, entry]) =>
        entry.rowKey
          ? [
              {
                table,
                name: `${table}_changed`,
                level: 'row',
                timing: 'after',
                events: ['delete', 'update'],
                rowKey: entry.rowKey,
                condition: false,
              },
              {
                table,
                name: `${table}_truncated`,
                level: 'statement',
                timing: 'after',
                events: ['truncate'],
                rowKey: null,
                condition: false,
              },
            ]
          : 'onlyWhen' in entry
            ? [
                {
                  table,
                  name: `${table}_inserted`,
                  level: 'row',
                  timing: 'after',
                  events: ['insert'],
                  rowKey: null,
                  condition: true,
                },
                {
                  table,
                  name: `${table}_updated`,
                  level: 'row',
                  timing: 'after',
                  events: ['update'],
                  rowKey: null,
                  condition: true,
                },
                {
                  table,
                  name: `${table}_deleted`,
                  level: 'row',
                  timing: 'after',
                  events: ['delete'],
                  rowKey: null,
                  condition: true,
                },
                {
                  table,
                  name: `${table}_truncated`,
                  level: 'statement',
                  timing: 'after',
                  events: ['truncate'],
                  rowKey: null,
                  condition: false,
                },
              ]
            : [
                {
                  table,
                  name: `${table}_changed`,
                  level: 'statement',
                  timing: 'after',
                  events: ['insert', 'delete', 'update', 'truncate'],
                  rowKey: null,
                  condition: false,
                },
              ],
      )
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(actual).toEqual(expected);
  });
});

describe('cached sessions and users', () => {
  it('ends a session on every instance when it signs out on one', async () => {
    const { client } = await first.signedIn();
    const elsewhere = second.client();
    elsewhere.cookie = client.cookie;
    expect((await elsewhere.get('/api/auth/user')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(200);

    expect((await client.post('/api/auth/logout')).status).toBe(200);
    await eventuallyPasses(async () => expect((await elsewhere.get('/api/auth/user')).status).toBe(401));
  });

  it('applies a partner approval to the next request on every instance', async () => {
    const { user, client, profileId } = await first.partner();
    const elsewhere = second.client();
    elsewhere.cookie = client.cookie;
    expect((await elsewhere.get('/api/auth/user')).body.user.role).toBe('user');
    expect((await client.get('/api/auth/user')).body.user.role).toBe('user');

    expect((await admin.patch(`/api/admin/partners/${profileId}/approve`, { approved: true })).status).toBe(200);
    expect((await client.get('/api/auth/user')).body.user).toMatchObject({ id: user.id, role: 'partner' });
    await eventuallyPasses(async () => expect((await elsewhere.get('/api/auth/user')).body.user.role).toBe('partner'));
  });
});

describe('waiting for the changes committed so far (sync)', () => {
  it('sees a change committed while an earlier marker was on its way, and shares the next marker between the calls made meanwhile', async () => {
    type Feed = {
      receive(payload: string): void;
      sendMarker(client: unknown): Promise<boolean>;
      sync(): Promise<boolean>;
    };
    const feed = first.get(TableChangeFeed) as unknown as Feed;
    const { receive, sendMarker } = feed;
    const [project] = await first.query<{ id: number }>(`SELECT id FROM projects ORDER BY id LIMIT 1`);
    const changes: string[] = [];
    feed.receive = (payload: string) => {
      if (!payload.startsWith('sync:')) changes.push(payload);
      receive.call(feed, payload);
    };
    // The first marker is held on its way until the change below has committed and the later calls are made.
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let markersSent = 0;
    feed.sendMarker = async (client: unknown) => {
      const isFirst = markersSent++ === 0;
      const arrived = await sendMarker.call(feed, client);
      if (isFirst) await firstHeld;
      return arrived;
    };
    try {
      const earlier = feed.sync();
      await outsideWriter.query('UPDATE projects SET name = name WHERE id = $1', [project.id]);
      const later = Array.from({ length: 20 }, () =>
        feed.sync().then((arrived) => ({ arrived, changeSeen: changes.includes('projects') })),
      );
      releaseFirst();
      expect(await earlier).toBe(true);
      expect(await Promise.all(later)).toEqual(Array(20).fill({ arrived: true, changeSeen: true }));
      expect(markersSent).toBe(2);
    } finally {
      feed.receive = receive;
      feed.sendMarker = sendMarker;
    }
  });
});

describe('when the change feed is lost', () => {
  it('stops trusting the cache, catches up on what it missed, and reconnects by itself', async () => {
    const feed = first.get(TableChangeFeed);
    const cache = first.get(ChangeNotifiedCache);
    const [project] = await first.query<{ id: number }>(`SELECT id FROM projects WHERE listed ORDER BY id LIMIT 1`);
    await directoryNames(first);
    expect(feed.isLive).toBe(true);

    await outsideWriter.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
      [TABLE_CHANGE_FEED_APPLICATION_NAME],
    );
    await eventuallyPasses(async () => expect(feed.isLive).toBe(false));
    expect(cache.size).toBe(0);

    // Missed by the listener: no instance is listening on this connection now.
    const renamed = unique('Changed while deaf ');
    await outsideWriter.query('UPDATE projects SET name = $2 WHERE id = $1', [project.id, renamed]);
    expect(await directoryNames(first)).toContain(renamed);
    expect(cache.size).toBe(0);

    await eventuallyPasses(async () => expect(feed.isLive).toBe(true), 5_000);
    expect(await directoryNames(first)).toContain(renamed);
    expect(cache.get('projects:listed')).toBeDefined();
  });
});
