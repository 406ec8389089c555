import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError } from './api-client';
import type { AppNotification } from './api-types';
import { fetchKeysetPage, nextPageUrl, totalCount, type KeysetPage } from './keyset-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextPageUrl', () => {
  it('reads the rel="next" target', () => {
    expect(nextPageUrl('</api/notifications?limit=20&cursor=MTIz>; rel="next"')).toBe(
      '/api/notifications?limit=20&cursor=MTIz',
    );
  });

  it('picks next among several links and accepts an unquoted or multi-valued rel', () => {
    const header = '</api/outbox?cursor=AA>; rel="prev", </api/outbox?cursor=Mg>; rel=next';
    expect(nextPageUrl(header)).toBe('/api/outbox?cursor=Mg');
    expect(nextPageUrl('</x?cursor=Mw>; title="more"; rel="next last"')).toBe('/x?cursor=Mw');
  });

  it('keeps only path and query of an absolute URL', () => {
    expect(nextPageUrl('<https://example.com/api/notifications?cursor=NA>; rel="next"')).toBe(
      '/api/notifications?cursor=NA',
    );
  });

  it('is null without a header or without a next link', () => {
    expect(nextPageUrl(null)).toBeNull();
    expect(nextPageUrl('')).toBeNull();
    expect(nextPageUrl('</api/outbox?cursor=AA>; rel="prev"')).toBeNull();
  });
});

describe('totalCount', () => {
  it('reads a whole number and ignores anything else', () => {
    expect(totalCount('42')).toBe(42);
    expect(totalCount('0')).toBe(0);
    expect(totalCount(null)).toBeNull();
    expect(totalCount('many')).toBeNull();
    expect(totalCount('-1')).toBeNull();
  });
});

describe('fetchKeysetPage', () => {
  it('returns the items with the next page and the total from the headers', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json(
        { success: true, data: [{ id: 3 }, { id: 2 }] },
        { headers: { Link: '</api/notifications?limit=2&cursor=Mg>; rel="next"', 'X-Total-Count': '3' } },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchKeysetPage('/api/notifications', '/api/notifications?limit=2', 'Failed')).resolves.toEqual({
      items: [{ id: 3 }, { id: 2 }],
      next: '/api/notifications?limit=2&cursor=Mg',
      total: 3,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/notifications?limit=2',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it("reads a review queue's overdue count", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ success: true, data: [] }, { headers: { 'X-Total-Count': '4', 'X-Overdue-Count': '2' } }),
    );
    await expect(
      fetchKeysetPage('/api/admin/projects/pending', '/api/admin/projects/pending', 'Failed'),
    ).resolves.toEqual({
      items: [],
      next: null,
      total: 4,
      overdue: 2,
    });
  });

  it('has no next page on the last one', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ success: true, data: [] }, { headers: { 'X-Total-Count': '0' } }),
    );
    await expect(fetchKeysetPage('/api/notifications', '/api/notifications', 'Failed')).resolves.toEqual({
      items: [],
      next: null,
      total: 0,
    });
  });

  it('throws the given message with the status on a refusal', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ success: false, message: 'Not authenticated' }, { status: 401 }),
    );
    const failure = await fetchKeysetPage(
      '/api/notifications',
      '/api/notifications',
      'Failed to fetch notifications',
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Failed to fetch notifications');
    expect((failure as ApiError).status).toBe(401);
  });
});

describe('fetchKeysetPage types', () => {
  // Never called (a read would go to the network): the typecheck checks these lines.
  const reads = () => {
    expectTypeOf(fetchKeysetPage('/api/notifications', '/api/notifications?limit=20', 'Failed')).resolves.toEqualTypeOf<
      KeysetPage<AppNotification>
    >();
    // @ts-expect-error the unread count is not a list
    void fetchKeysetPage('/api/notifications/unread-count', '/api/notifications/unread-count', 'Failed');
  };

  it("answers pages of the list path's items, and only lists compile", () => {
    expect(reads).toBeTypeOf('function');
  });
});
