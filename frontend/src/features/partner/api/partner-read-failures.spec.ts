import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { partnerEndpoints } from './partner-endpoints';
import { fetchPartnerProfile } from './use-partner-profile';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchPartnerProfile (spec §8 read failures)', () => {
  it("throws 'Failed to fetch profile' with the status kept", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('boom', { status: 500 })),
    );
    const failure = await fetchPartnerProfile(partnerEndpoints.profile).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Failed to fetch profile', status: 500 });
  });

  it('still reads a 404 as "no profile yet"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json({ success: false, message: 'Not found' }, { status: 404 })),
    );
    await expect(fetchPartnerProfile(partnerEndpoints.profile)).resolves.toBeNull();
  });
});
