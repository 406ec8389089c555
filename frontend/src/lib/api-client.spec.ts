import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  ApiError,
  apiKey,
  apiRequest,
  apiUrl,
  defaultFetcher,
  fetchData,
  fetchPublicData,
  isUnauthorized,
  keyToUrl,
  mutationErrorMessage,
  publicFetcher,
  sendData,
  serverMessage,
} from './api-client';
import type { Campaign, DirectoryProject, PartnerProfile, Referral } from './api-types';

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function jsonResponse(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const newReferral = { body: { referralCode: 'ABC' } };
const moveReferral = { params: { path: { id: 1 } }, body: { campaignId: null } };

describe('apiKey and apiUrl', () => {
  it('is the typed path itself when it takes no parameters', () => {
    expect(apiKey('/api/projects')).toBe('/api/projects');
  });

  it('fills in path parameters, encoded', () => {
    expect(apiKey('/api/articles/{id}', { params: { path: { id: 7 } } })).toBe('/api/articles/7');
    expect(apiUrl('DELETE', '/api/account/sessions/{id}', { params: { path: { id: 'a/b c' } } })).toBe(
      '/api/account/sessions/a%2Fb%20c',
    );
  });

  it('writes the query as URLSearchParams does, in order, leaving absent values out', () => {
    expect(
      apiKey('/api/referrals/stats', {
        params: { query: { from: '2026-01-01', to: '2026-01-30', referralId: undefined, interval: 'day' } },
      }),
    ).toBe('/api/referrals/stats?from=2026-01-01&to=2026-01-30&interval=day');
    expect(apiKey('/api/admin/users', { params: { query: { q: 'a b&c' } } })).toBe('/api/admin/users?q=a+b%26c');
  });

  it('sends path parameters and query with a typed request', async () => {
    const fetchMock = mockFetch(jsonResponse({ success: true, data: { id: 1 } }));
    await sendData('PATCH', '/api/referrals/{id}', moveReferral);
    expect(fetchMock).toHaveBeenCalledWith('/api/referrals/1', expect.objectContaining({ method: 'PATCH' }));
  });
});

describe('keyToUrl', () => {
  it('uses a string key as the path', () => {
    expect(keyToUrl('/api/projects')).toBe('/api/projects');
  });

  it('joins array segments with slashes', () => {
    expect(keyToUrl(['/api/leaderboards/metric', 'volume'])).toBe('/api/leaderboards/metric/volume');
    expect(keyToUrl(['/api/items', 7])).toBe('/api/items/7');
  });
});

describe('defaultFetcher', () => {
  it('GETs the key with credentials and returns the parsed JSON', async () => {
    const fetchMock = mockFetch(jsonResponse({ success: true, data: [1, 2] }));
    await expect(defaultFetcher(['/api/campaigns'])).resolves.toEqual({ success: true, data: [1, 2] });
    expect(fetchMock).toHaveBeenCalledWith('/api/campaigns', expect.objectContaining({ credentials: 'include' }));
  });

  it('throws an ApiError "status: body" with the parsed body on a non-OK answer', async () => {
    const body = { success: false, message: 'Not signed in' };
    mockFetch(jsonResponse(body, { status: 401, statusText: 'Unauthorized' }));
    const error = await defaultFetcher('/api/referrals').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, body, message: `401: ${JSON.stringify(body)}` });
  });

  it('falls back to the status text when the error body is empty', async () => {
    mockFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(defaultFetcher('/api/health')).rejects.toMatchObject({
      status: 503,
      message: '503: Service Unavailable',
      body: undefined,
    });
  });

  it('keeps a non-JSON error body as text in the message', async () => {
    mockFetch(new Response('Bad Gateway from proxy', { status: 502, statusText: 'Bad Gateway' }));
    await expect(defaultFetcher('/api/projects')).rejects.toMatchObject({
      status: 502,
      message: '502: Bad Gateway from proxy',
      body: undefined,
    });
  });
});

describe('publicFetcher', () => {
  it('sends no credentials', async () => {
    const fetchMock = mockFetch(jsonResponse({ success: true, data: [] }));
    await publicFetcher('/api/project-insights');
    expect(fetchMock).toHaveBeenCalledWith('/api/project-insights', expect.objectContaining({ credentials: 'omit' }));
  });
});

describe('apiRequest', () => {
  it('sends a JSON body with credentials and returns the parsed answer', async () => {
    const fetchMock = mockFetch(jsonResponse({ success: true, data: { id: 3 } }, { status: 201 }));
    const result = await apiRequest('POST', '/api/referrals', { body: { referralCode: 'ABC', clicks: 0 } });
    expect(result).toEqual({ success: true, data: { id: 3 } });
    expect(fetchMock).toHaveBeenCalledWith('/api/referrals', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ referralCode: 'ABC', clicks: 0 }),
    });
  });

  it('sends no body and no Content-Type when there is no payload', async () => {
    const fetchMock = mockFetch(jsonResponse({ success: true }));
    await apiRequest('POST', '/api/auth/logout');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it('resolves to undefined on an empty 2xx answer', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('PATCH', '/api/referrals/{id}', moveReferral)).resolves.toBeUndefined();
  });

  it('uses the spec\'s "status: body" message and keeps the server message in the body', async () => {
    const body = { success: false, message: 'Referral code already exists' };
    mockFetch(jsonResponse(body, { status: 409, statusText: 'Conflict' }));
    const error = await apiRequest('POST', '/api/referrals', newReferral).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 409,
      body,
      message: `409: ${JSON.stringify(body)}`,
    });
    expect(serverMessage(error)).toBe('Referral code already exists');
    expect(mutationErrorMessage(error, 'Failed to create referral')).toBe('Referral code already exists');
  });

  it('uses "status: status text" when the error body is empty', async () => {
    mockFetch(new Response(null, { status: 403, statusText: 'Forbidden' }));
    await expect(apiRequest('PATCH', '/api/referrals/{id}', moveReferral)).rejects.toMatchObject({
      status: 403,
      message: '403: Forbidden',
    });
  });

  it('uses "status: text" when the error body has no message', async () => {
    mockFetch(new Response('oops', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('POST', '/api/referrals', newReferral)).rejects.toMatchObject({
      status: 500,
      message: '500: oops',
    });
  });

  it('rejects with a parse error, not an ApiError, when a 2xx body is not JSON', async () => {
    mockFetch(new Response('<html>', { status: 200 }));
    const error = await apiRequest('POST', '/api/referrals', newReferral).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SyntaxError);
  });

  it('lets network failures through', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('POST', '/api/referrals', newReferral)).rejects.toBeInstanceOf(TypeError);
  });
});

describe('fetchData and sendData', () => {
  it('unwraps the data field', async () => {
    mockFetch(Response.json({ success: true, data: [{ id: 1 }] }));
    await expect(fetchData(apiKey('/api/referrals'))).resolves.toEqual([{ id: 1 }]);
  });

  it('throws the given failure message on a refusal, keeping status and body', async () => {
    const body = { success: false, message: 'Partner profile not found' };
    mockFetch(jsonResponse(body, { status: 404, statusText: 'Not Found' }));
    const error = await fetchData(apiKey('/api/partner/profile'), 'Failed to fetch profile').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Failed to fetch profile', status: 404, body });
    expect(isUnauthorized(error)).toBe(false);
  });

  it('keeps 401 recognisable under a failure message', async () => {
    mockFetch(new Response(null, { status: 401, statusText: 'Unauthorized' }));
    const error = await fetchData(apiKey('/api/referrals'), 'Failed to fetch referrals').catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ message: 'Failed to fetch referrals', status: 401, body: undefined });
    expect(isUnauthorized(error)).toBe(true);
  });

  it('falls back to "status: body" without a failure message', async () => {
    mockFetch(new Response('down', { status: 500, statusText: 'Internal Server Error' }));
    await expect(fetchData(apiKey('/api/referrals'))).rejects.toMatchObject({ message: '500: down', status: 500 });
  });

  it('unwraps a page of records', async () => {
    mockFetch(Response.json({ success: true, data: { items: [], page: 1, pageSize: 20, total: 0 } }));
    await expect(fetchData(apiKey('/api/admin/audit', { params: { query: { limit: 20 } } }))).resolves.toEqual({
      items: [],
      page: 1,
      pageSize: 20,
      total: 0,
    });
  });

  it('sends JSON with the method and body given', async () => {
    const fetchMock = mockFetch(Response.json({ success: true, data: { id: 2 } }, { status: 201 }));
    await expect(
      sendData('POST', '/api/referrals', { body: { referralCode: 'ABCD', clicks: 0, conversions: 0 } }),
    ).resolves.toEqual({ id: 2 });
    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(init?.body as string)).toEqual({ referralCode: 'ABCD', clicks: 0, conversions: 0 });
  });
});

describe('fetchPublicData', () => {
  it('sends no credentials, unwraps the data field and throws the given failure message', async () => {
    const fetchMock = mockFetch(Response.json({ success: true, data: [{ id: 1 }] }));
    await expect(fetchPublicData(apiKey('/api/project-insights'), 'Failed to fetch insights')).resolves.toEqual([
      { id: 1 },
    ]);
    expect(fetchMock).toHaveBeenCalledWith('/api/project-insights', expect.objectContaining({ credentials: 'omit' }));

    mockFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(fetchPublicData(apiKey('/api/projects'), 'Failed to fetch projects')).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Failed to fetch projects',
      status: 503,
    });
  });
});

describe('mutationErrorMessage', () => {
  it("prefers the server's message", () => {
    const error = new ApiError('Referral code is already taken', 409, {
      success: false,
      message: 'Referral code is already taken',
    });
    expect(mutationErrorMessage(error, 'Failed to create profile')).toBe('Referral code is already taken');
  });

  it('falls back when the server gave no message or did not answer', () => {
    expect(mutationErrorMessage(new ApiError('502: Bad Gateway', 502, undefined), 'Failed to create profile')).toBe(
      'Failed to create profile',
    );
    expect(mutationErrorMessage(new TypeError('Failed to fetch'), 'Failed to create referral')).toBe(
      'Failed to create referral',
    );
    expect(isUnauthorized(new TypeError('x'))).toBe(false);
  });
});

describe('isUnauthorized', () => {
  it('is true for a 401 only', () => {
    expect(isUnauthorized(new ApiError('401: x', 401, undefined))).toBe(true);
    expect(isUnauthorized(new ApiError('403: x', 403, undefined))).toBe(false);
    expect(isUnauthorized(new TypeError('offline'))).toBe(false);
  });
});

describe('typed reads', () => {
  // Never called (a read would go to the network): the typecheck checks these lines.
  const reads = () => {
    expectTypeOf(fetchData(apiKey('/api/referrals'))).resolves.toEqualTypeOf<Referral[]>();
    expectTypeOf(fetchData(apiKey('/api/partner/profile'))).resolves.toEqualTypeOf<PartnerProfile>();
    expectTypeOf(fetchPublicData(apiKey('/api/projects'))).resolves.toEqualTypeOf<DirectoryProject[]>();

    // @ts-expect-error a key is made by apiKey, never written by hand
    void fetchData('/api/referrals');
    // @ts-expect-error the API has no such path
    void fetchData(apiKey('/api/referral'));
    // @ts-expect-error the query takes no such parameter
    void fetchData(apiKey('/api/notifications', { params: { query: { colour: 'red' } } }));
    // @ts-expect-error the referrals are not campaigns
    const campaigns: Promise<Campaign[]> = fetchData(apiKey('/api/referrals'));
    return campaigns;
  };

  it("answer the document's data for the key's path, and nothing else compiles", () => {
    expect(reads).toBeTypeOf('function');
  });
});
