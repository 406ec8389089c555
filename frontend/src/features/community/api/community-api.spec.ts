import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchPublicData } from '../../../lib/api-client';
import { READ_FAILURES } from '../../../lib/read-failures';
import { DIRECTORY_PROJECTS_ENDPOINT } from '../../../lib/use-directory-projects';
import { communityEndpoints } from './community-endpoints';

const insight = {
  id: 7,
  projectId: 1,
  totalUsers: 1250000,
  kycUsers: 1137500,
  tradingVolume: 18450000000,
  growthScore: '78.40',
  recordedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchPublicData', () => {
  it('reads the list from the data field without sending credentials', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ success: true, data: [insight] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchPublicData(communityEndpoints.insights)).resolves.toEqual([insight]);
    expect(fetchMock).toHaveBeenCalledWith('/api/project-insights', expect.objectContaining({ credentials: 'omit' }));
  });

  it('throws an ApiError carrying the status on failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('boom', { status: 500 })),
    );
    const failure = await fetchPublicData(DIRECTORY_PROJECTS_ENDPOINT).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
  });

  it("throws the spec's read-failure message when given one", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('boom', { status: 500 })),
    );
    await expect(fetchPublicData(communityEndpoints.insights, READ_FAILURES.insights)).rejects.toMatchObject({
      message: 'Failed to fetch insights',
      status: 500,
    });
    await expect(fetchPublicData(DIRECTORY_PROJECTS_ENDPOINT, READ_FAILURES.projects)).rejects.toMatchObject({
      message: 'Failed to fetch projects',
      status: 500,
    });
  });
});
