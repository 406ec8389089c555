import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isUnauthorized } from '../../../lib/api-client';
import { partnerEndpoints } from './partner-endpoints';
import { fetchPartnerProfile } from './use-partner-profile';

const profile = {
  id: 1,
  companyName: 'Nova',
  website: null,
  description: null,
  referralCode: 'NOVA2026',
  status: 'pending',
  approved: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function stubFetch(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchPartnerProfile', () => {
  it('returns the profile from the data field, sending the session cookie', async () => {
    const fetchMock = stubFetch(() => Response.json({ success: true, data: profile }));
    await expect(fetchPartnerProfile(partnerEndpoints.profile)).resolves.toEqual(profile);
    expect(fetchMock).toHaveBeenCalledWith('/api/partner/profile', expect.objectContaining({ credentials: 'include' }));
  });

  it('treats 404 as "no profile yet"', async () => {
    stubFetch(() => Response.json({ success: false, message: 'No partner profile yet' }, { status: 404 }));
    await expect(fetchPartnerProfile(partnerEndpoints.profile)).resolves.toBeNull();
  });

  it('throws other failures with their status', async () => {
    stubFetch(() => Response.json({ success: false, message: 'Not authenticated' }, { status: 401 }));
    const failure = await fetchPartnerProfile(partnerEndpoints.profile).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(isUnauthorized(failure)).toBe(true);
  });
});
