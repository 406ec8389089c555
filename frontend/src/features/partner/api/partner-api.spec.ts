import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fetchData, isUnauthorized, mutationErrorMessage, sendData } from './data-fetcher';
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

describe('fetchData and sendData', () => {
  it('unwrap the data field', async () => {
    stubFetch(() => Response.json({ success: true, data: [{ id: 1 }] }));
    await expect(fetchData('/api/referrals')).resolves.toEqual([{ id: 1 }]);
  });

  it('send JSON with the method and body given', async () => {
    const fetchMock = stubFetch(() => Response.json({ success: true, data: { id: 2 } }, { status: 201 }));
    await expect(sendData('POST', '/api/referrals', { referralCode: 'ABCD', clicks: 0, conversions: 0 })).resolves.toEqual({ id: 2 });
    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init?.body))).toEqual({ referralCode: 'ABCD', clicks: 0, conversions: 0 });
  });
});

describe('mutationErrorMessage', () => {
  it("prefers the server's message", () => {
    const error = new ApiError('Referral code is already taken', 409, { success: false, message: 'Referral code is already taken' });
    expect(mutationErrorMessage(error, 'Failed to create profile')).toBe('Referral code is already taken');
  });

  it('falls back when the server gave no message or did not answer', () => {
    expect(mutationErrorMessage(new ApiError('502: Bad Gateway', 502, undefined), 'Failed to create profile')).toBe(
      'Failed to create profile',
    );
    expect(mutationErrorMessage(new TypeError('Failed to fetch'), 'Failed to create referral')).toBe('Failed to create referral');
    expect(isUnauthorized(new TypeError('x'))).toBe(false);
  });
});
