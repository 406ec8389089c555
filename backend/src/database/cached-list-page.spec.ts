import { describe, expect, it, vi } from 'vitest';
import { cachedListPage, listPageKey } from './cached-list-page';
import type { ChangeNotifiedCache } from './change-notified-cache';
import { cacheTags } from './cached-tables';

describe('listPageKey', () => {
  it('names the list and every given field of the window, whatever their order', () => {
    const a = listPageKey('things', { sort: 'oldest', limit: 20, q: 'swap', from: undefined });
    const b = listPageKey('things', { q: 'swap', limit: 20, sort: 'oldest' });
    expect(a).toBe(b);
    expect(listPageKey('others', { q: 'swap', limit: 20, sort: 'oldest' })).not.toBe(a);
    expect(listPageKey('things', { q: 'swap', limit: 21, sort: 'oldest' })).not.toBe(a);
    expect(
      listPageKey('things', { q: 'swap', limit: 20, sort: 'oldest', after: { createdAtUs: '1', id: '2' } }),
    ).not.toBe(a);
  });
});

describe('cachedListPage', () => {
  const page = { items: [1], total: 1, next: null };
  const tags = cacheTags.tables('project_submissions');

  it('reads a page with its total through the cache', async () => {
    const read = vi.fn(async (_key: unknown, load: () => Promise<unknown>) => load());
    const cache = { read } as unknown as ChangeNotifiedCache;
    await expect(cachedListPage(cache, 'things', tags, { sort: 'oldest', limit: 20 }, async () => page)).resolves.toBe(
      page,
    );
    expect(read).toHaveBeenCalledWith(
      { key: listPageKey('things', { sort: 'oldest', limit: 20 }), tags },
      expect.any(Function),
    );
  });

  it('sends the chunks of an export, read without the total, straight to the database', async () => {
    const read = vi.fn();
    const cache = { read } as unknown as ChangeNotifiedCache;
    await expect(
      cachedListPage(cache, 'things', tags, { sort: 'oldest', limit: 1000, withoutTotal: true }, async () => page),
    ).resolves.toBe(page);
    expect(read).not.toHaveBeenCalled();
  });
});
