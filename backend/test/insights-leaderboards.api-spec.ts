import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await app.signedIn('admin')).client;
});

afterAll(async () => {
  await app.close();
});

describe('seeded data', () => {
  it('gives a new install insights for at least 12 projects, several snapshots each', async () => {
    const [{ projects, snapshots }] = await app.query<{ projects: number; snapshots: number }>(
      'SELECT count(DISTINCT project_id)::int AS projects, count(*)::int AS snapshots FROM project_insights',
    );
    expect(projects).toBeGreaterThanOrEqual(12);
    expect(snapshots).toBeGreaterThanOrEqual(projects * 3);
  });

  it('holds trading volumes over the last 30 days, as the community page and leaderboards say', async () => {
    const [binance] = await app.query<{ volume: string }>(
      `SELECT i.trading_volume::text AS volume FROM project_insights i JOIN projects p ON p.id = i.project_id
       WHERE p.slug = 'binance' ORDER BY i.recorded_at DESC, i.id DESC LIMIT 1`,
    );
    expect(Number(binance.volume)).toBe(18_450_000_000 * 30);
  });
});

describe('with crafted insights', () => {
  let ids: Record<string, number>;

  async function project(name: string): Promise<number> {
    const [row] = await app.query<{ id: number }>(
      `INSERT INTO projects (slug, name, category, description, verification_status) VALUES ($1, $2, 'defi', 'test', 'verified') RETURNING id`,
      [name.toLowerCase(), name],
    );
    return row.id;
  }

  async function snapshot(id: number, users: number, volume: number, growth: number, minutesAgo = 0) {
    await app.query(
      `INSERT INTO project_insights (project_id, total_users, kyc_users, trading_volume, growth_score, recorded_at)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(mins => $6))`,
      [id, users, Math.floor(users / 2), volume, growth, minutesAgo],
    );
  }

  beforeEach(async () => {
    await app.query('DELETE FROM project_insights');
    await app.query(`DELETE FROM projects WHERE description = 'test'`);
    ids = {};
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']) ids[name] = await project(name);
    // Older snapshots that must be ignored in favour of the latest ones.
    await snapshot(ids.Alpha, 1, 1, 1, 60);
    await snapshot(ids.Echo, 999_999, 9_999_999, 99, 60);
    await snapshot(ids.Alpha, 500, 3_000_000, 90);
    await snapshot(ids.Bravo, 400, 2_000_000, 80);
    await snapshot(ids.Charlie, 400, 2_000_000, 80);
    await snapshot(ids.Delta, 100, 1_000_000, 80);
    await snapshot(ids.Echo, 50, 500_000, 10);
  });

  it("serves each project's latest snapshot publicly, volume as a number and growth as a numeric string", async () => {
    const response = await app.client().get('/api/project-insights');
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(5);
    expect(response.body.data[0]).toEqual({
      id: expect.any(Number),
      projectId: ids.Alpha,
      totalUsers: 500,
      kycUsers: 250,
      tradingVolume: 3_000_000,
      growthScore: '90.00',
      recordedAt: expect.any(String),
    });
    const echo = response.body.data.find((insight: { projectId: number }) => insight.projectId === ids.Echo);
    expect(echo.totalUsers).toBe(50);
  });

  it('ranks by volume with standard competition ranking and a deterministic tie order', async () => {
    const response = await app.client().get('/api/leaderboards/metric/volume?limit=20');
    expect(response.status).toBe(200);
    expect(
      response.body.data.map((entry: { rank: number; entityName: string }) => [entry.rank, entry.entityName]),
    ).toEqual([
      [1, 'Alpha'],
      [2, 'Bravo'],
      [2, 'Charlie'],
      [4, 'Delta'],
      [5, 'Echo'],
    ]);
    expect(response.body.data[0]).toEqual({
      id: ids.Alpha,
      rank: 1,
      entityName: 'Alpha',
      entityType: 'project',
      metricType: 'volume',
      score: 3_000_000,
    });
  });

  it('ranks growth ties as 1, 2, 2, 2, 5', async () => {
    const response = await app.client().get('/api/leaderboards/metric/growth');
    expect(response.body.data.map((entry: { rank: number }) => entry.rank)).toEqual([1, 2, 2, 2, 5]);
    expect(response.body.data.map((entry: { entityName: string }) => entry.entityName)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
    ]);
  });

  it('computes the overall score from the documented weights', async () => {
    const response = await app.client().get('/api/leaderboards/entity/project');
    const alpha = response.body.data[0];
    expect(alpha).toMatchObject({ entityName: 'Alpha', rank: 1, metricType: 'overall', score: 97 });
    const echo = response.body.data.find((entry: { entityName: string }) => entry.entityName === 'Echo');
    // 100 × (0.4 × 500k/3M + 0.3 × 50/500 + 0.3 × 10/100) = 12.67
    expect(echo.score).toBeCloseTo(12.67, 2);
    const [bravo, charlie] = response.body.data.slice(1, 3);
    expect(bravo.rank).toBe(charlie.rank);
  });

  it('keeps ranks right when the limit cuts the list, and applies a new snapshot on the next request', async () => {
    const top = await app.client().get('/api/leaderboards/metric/volume?limit=3');
    expect(top.body.data.map((entry: { rank: number }) => entry.rank)).toEqual([1, 2, 2]);

    const recorded = await admin.post('/api/admin/insights', {
      projectId: ids.Echo,
      totalUsers: 10_000,
      kycUsers: 9_000,
      tradingVolume: 5_000_000.5,
      growthScore: 55.25,
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body.data).toMatchObject({ projectId: ids.Echo, tradingVolume: 5_000_000.5, growthScore: '55.25' });
    const after = await app.client().get('/api/leaderboards/metric/volume?limit=1');
    expect(after.body.data[0]).toMatchObject({ entityName: 'Echo', rank: 1, score: 5_000_000.5 });
  });

  it('answers an empty list when there are no insights', async () => {
    await app.query('DELETE FROM project_insights');
    expect((await app.client().get('/api/leaderboards/metric/users')).body.data).toEqual([]);
    expect((await app.client().get('/api/project-insights')).body.data).toEqual([]);
  });
});

describe('leaderboard input', () => {
  beforeAll(async () => {
    await app.query(
      `INSERT INTO project_insights (project_id, total_users, kyc_users, trading_volume, growth_score)
       SELECT id, 10, 5, 100, 50 FROM projects WHERE listed ORDER BY id LIMIT 2`,
    );
  });

  it('accepts limits 1 to 100 and refuses anything else with 400', async () => {
    expect((await app.client().get('/api/leaderboards/metric/users?limit=1')).body.data).toHaveLength(1);
    expect((await app.client().get('/api/leaderboards/metric/users?limit=100')).status).toBe(200);
    for (const limit of ['0', '101', '-5', 'abc', '1.5', '1e3', '']) {
      const response = await app.client().get(`/api/leaderboards/metric/users?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(response.body.success).toBe(false);
    }
  });

  it('refuses an unknown metric or entity type with 400', async () => {
    const metric = await app.client().get('/api/leaderboards/metric/likes');
    expect(metric.status).toBe(400);
    expect(metric.body.message).toBe('Unknown metric; use one of volume, users, growth');
    expect((await app.client().get('/api/leaderboards/entity/exchange')).status).toBe(400);
    expect((await app.client().get("/api/leaderboards/metric/volume'%20OR%201=1--")).status).toBe(400);
  });

  it('is public and sets no cookie', async () => {
    const response = await app.client().get('/api/leaderboards/entity/project?limit=20');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('POST /api/admin/insights', () => {
  const valid = { projectId: 1, totalUsers: 100, kycUsers: 50, tradingVolume: 1000, growthScore: 50 };

  it('is admin only', async () => {
    expect((await app.client().post('/api/admin/insights', valid)).status).toBe(401);
    const { client: user } = await app.signedIn('user');
    expect((await user.post('/api/admin/insights', valid)).status).toBe(403);
    const { client: partner } = await app.signedIn('partner');
    expect((await partner.post('/api/admin/insights', valid)).status).toBe(403);
  });

  it.each([
    ['KYC users must not exceed total users', { kycUsers: 101 }],
    ['totalUsers must not be negative', { totalUsers: -1 }],
    ['totalUsers must be a whole number', { totalUsers: 1.5 }],
    ['tradingVolume must not be negative', { tradingVolume: -0.01 }],
    ['tradingVolume must be a number', { tradingVolume: '1000' }],
    ['growthScore must be between 0 and 100', { growthScore: 100.01 }],
    ['growthScore must be between 0 and 100', { growthScore: -1 }],
    ['Unknown project', { projectId: 999_999 }],
    ['projectId must be a whole number', { projectId: 'abc' }],
    ['property recordedAt should not exist', { recordedAt: '2020-01-01' }],
  ])('rejects input where %s, with 400 and nothing stored', async (message, change) => {
    const before = await app.query<{ count: number }>('SELECT count(*)::int AS count FROM project_insights');
    const response = await admin.post('/api/admin/insights', { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    const after = await app.query<{ count: number }>('SELECT count(*)::int AS count FROM project_insights');
    expect(after[0].count).toBe(before[0].count);
  });
});
