import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchData, sendData } from '../../../lib/api-client';
import type { NewProjectSubmission } from '../../../lib/api-types';
import { PROJECT_SUBMISSIONS_ENDPOINT, submitErrorMessage } from './project-submission-requests';

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const payload: NewProjectSubmission = {
  projectName: 'Nebula Swap',
  category: 'NFT',
  description: 'Cross-chain NFT market.',
  website: '',
  logo: '',
  twitter: '',
  telegram: '',
  listingType: 'featured',
  paymentStatus: 'pending',
  verificationStatus: 'pending',
};

describe('project submission requests (spec §7)', () => {
  it('reads the own submissions from the data field with the session cookie', async () => {
    const fetchMock = stubFetch(() => Response.json({ success: true, data: [{ id: 1 }] }));
    await expect(fetchData(PROJECT_SUBMISSIONS_ENDPOINT)).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/project-submissions',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('POSTs the spec payload as JSON', async () => {
    const fetchMock = stubFetch(() => Response.json({ success: true, data: { id: 7 } }, { status: 201 }));
    await expect(sendData('POST', '/api/project-submissions', { body: payload })).resolves.toEqual({ id: 7 });
    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(init?.body as string)).toEqual(payload);
  });
});

describe('submitErrorMessage (spec §8)', () => {
  it("shows the server's message field", () => {
    const error = new ApiError('Website must be a valid http(s) URL', 400, {
      success: false,
      message: 'Website must be a valid http(s) URL',
    });
    expect(submitErrorMessage(error)).toBe('Website must be a valid http(s) URL');
  });

  it("falls back to 'Failed to submit project'", () => {
    expect(submitErrorMessage(new ApiError('502: Bad Gateway', 502, undefined))).toBe('Failed to submit project');
    expect(submitErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to submit project');
  });
});
