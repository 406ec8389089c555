import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchPublicData } from '../../../lib/api-client';
import { LEADERBOARD_LIMIT, leaderboardEndpoint } from './leaderboard-endpoints';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('leaderboardEndpoint', () => {
  it('asks for 20 entries of each metric and for the overall project ranking', () => {
    expect(LEADERBOARD_LIMIT).toBe(20);
    expect(leaderboardEndpoint('volume')).toBe('/api/leaderboards/metric/volume?limit=20');
    expect(leaderboardEndpoint('users')).toBe('/api/leaderboards/metric/users?limit=20');
    expect(leaderboardEndpoint('growth')).toBe('/api/leaderboards/metric/growth?limit=20');
    expect(leaderboardEndpoint('overall')).toBe('/api/leaderboards/entity/project?limit=20');
  });
});

describe('fetchPublicData', () => {
  it('reads the entries from the data field without credentials', async () => {
    const entry = {
      id: 1,
      rank: 1,
      entityName: 'Binance',
      entityType: 'project',
      metricType: 'volume',
      score: 18450000000,
    };
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ success: true, data: [entry] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchPublicData(leaderboardEndpoint('volume'))).resolves.toEqual([entry]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/leaderboards/metric/volume?limit=20',
      expect.objectContaining({ credentials: 'omit' }),
    );
  });

  it('throws an ApiError with the status for a refused request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json({ success: false, message: 'Bad limit' }, { status: 400 })),
    );
    const failure = await fetchPublicData(leaderboardEndpoint('users')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
  });

  it("throws the spec's read-failure message when given one", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response(null, { status: 503 })),
    );
    await expect(fetchPublicData(leaderboardEndpoint('growth'), 'Failed to fetch leaderboard')).rejects.toMatchObject({
      message: 'Failed to fetch leaderboard',
      status: 503,
    });
  });
});
