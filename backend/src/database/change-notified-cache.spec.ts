import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheTags } from './cached-tables';
import { ChangeNotifiedCache, MAX_ENTRIES } from './change-notified-cache';
import type { TableChangeEvent, TableChangeFeed } from './table-change-feed';

class FakeFeed {
  isLive = true;
  private listener?: (event: TableChangeEvent) => void;
  subscribe(listener: (event: TableChangeEvent) => void) {
    this.listener = listener;
    return () => undefined;
  }
  change(change: string) {
    this.listener?.({ kind: 'change', change });
  }
  reset() {
    this.listener?.({ kind: 'reset' });
  }
}

function setup() {
  const feed = new FakeFeed();
  const cache = new ChangeNotifiedCache(feed as unknown as TableChangeFeed);
  return { feed, cache };
}

describe('ChangeNotifiedCache', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once and then answers from memory while the feed is live', async () => {
    const { cache } = setup();
    const loader = vi.fn(async () => ['a', 'b']);
    expect(await cache.read({ key: 'k', tags: cacheTags.tables('projects') }, loader)).toEqual(['a', 'b']);
    expect(await cache.read({ key: 'k', tags: cacheTags.tables('projects') }, loader)).toEqual(['a', 'b']);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('drops exactly the entries tagged with a change', async () => {
    const { cache, feed } = setup();
    await cache.read({ key: 'projects', tags: cacheTags.tables('projects') }, async () => 'projects v1');
    await cache.read({ key: 'board', tags: cacheTags.tables('projects', 'project_insights') }, async () => 'board v1');
    await cache.read({ key: 'user:1', tags: [cacheTags.row('users', 1)] }, async () => 'alice');
    await cache.read({ key: 'user:2', tags: [cacheTags.row('users', 2)] }, async () => 'bob');

    feed.change('project_insights');
    feed.change('users:1');

    expect(await cache.read({ key: 'projects', tags: cacheTags.tables('projects') }, async () => 'projects v2')).toBe(
      'projects v1',
    );
    expect(await cache.read({ key: 'board', tags: cacheTags.tables('projects') }, async () => 'board v2')).toBe(
      'board v2',
    );
    expect(await cache.read({ key: 'user:1', tags: [cacheTags.row('users', 1)] }, async () => 'alice v2')).toBe(
      'alice v2',
    );
    expect(await cache.read({ key: 'user:2', tags: [cacheTags.row('users', 2)] }, async () => 'bob v2')).toBe('bob');
  });

  it('drops the cached rows of a table when the whole table changes (a truncate)', async () => {
    const { cache, feed } = setup();
    await cache.read({ key: 'user:1', tags: [cacheTags.row('users', 1)] }, async () => 'alice');
    await cache.read({ key: 'session:a', tags: [cacheTags.row('user_sessions', 'a')] }, async () => 'session a');
    feed.change('users');
    expect(cache.get('user:1')).toBeUndefined();
    expect(cache.get('session:a')).toBe('session a');
  });

  it('neither serves nor stores anything while the feed is not live', async () => {
    const { cache, feed } = setup();
    await cache.read({ key: 'k', tags: cacheTags.tables('projects') }, async () => 'cached');
    feed.isLive = false;
    expect(await cache.read({ key: 'k', tags: cacheTags.tables('projects') }, async () => 'fresh 1')).toBe('fresh 1');
    expect(await cache.read({ key: 'k', tags: cacheTags.tables('projects') }, async () => 'fresh 2')).toBe('fresh 2');
  });

  it('forgets everything on a reset (notifications may have been missed)', async () => {
    const { cache, feed } = setup();
    await cache.read({ key: 'a', tags: cacheTags.tables('projects') }, async () => 1);
    await cache.read({ key: 'b', tags: cacheTags.tables('project_insights') }, async () => 2);
    feed.reset();
    expect(cache.size).toBe(0);
    expect(await cache.read({ key: 'a', tags: cacheTags.tables('projects') }, async () => 3)).toBe(3);
  });

  it('does not store a result whose read overlapped a change', async () => {
    const { cache, feed } = setup();
    let finish!: (value: string) => void;
    const pending = cache.read(
      { key: 'k', tags: cacheTags.tables('projects') },
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    feed.change('projects');
    finish('read before the change committed');
    expect(await pending).toBe('read before the change committed');
    expect(await cache.read({ key: 'k', tags: cacheTags.tables('projects') }, async () => 'after')).toBe('after');
  });

  it('does not keep empty results', async () => {
    const { cache } = setup();
    await cache.read({ key: 'user:9', tags: [cacheTags.row('users', 9)] }, async () => null);
    expect(await cache.read({ key: 'user:9', tags: [cacheTags.row('users', 9)] }, async () => 'created later')).toBe(
      'created later',
    );
  });

  it('honours an entry expiry and a maximum age', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { cache } = setup();
    await cache.read(
      { key: 'session', tags: [cacheTags.row('user_sessions', 's')], expiresAt: 1_000_500 },
      async () => 'session v1',
    );
    await cache.read({ key: 'list', tags: cacheTags.tables('projects') }, async () => 'list v1');
    vi.setSystemTime(1_000_600);
    expect(
      await cache.read({ key: 'session', tags: [cacheTags.row('user_sessions', 's')] }, async () => 'session v2'),
    ).toBe('session v2');
    expect(await cache.read({ key: 'list', tags: cacheTags.tables('projects') }, async () => 'list v2')).toBe(
      'list v1',
    );
    vi.setSystemTime(1_000_000 + 61_000);
    expect(await cache.read({ key: 'list', tags: cacheTags.tables('projects') }, async () => 'list v3')).toBe(
      'list v3',
    );
  });

  it('keeps at most MAX_ENTRIES, evicting the least recently used', async () => {
    const { cache } = setup();
    for (let index = 0; index < MAX_ENTRIES; index += 1)
      cache.set({ key: `k${index}`, tags: [cacheTags.row('users', index)] }, index);
    expect(cache.get('k0')).toBe(0);
    cache.set({ key: 'one more', tags: cacheTags.tables('projects') }, 'x');
    expect(cache.size).toBe(MAX_ENTRIES);
    expect(cache.get('k0')).toBe(0);
    expect(cache.get('k1')).toBeUndefined();
  });

  it('freezes what it keeps, so no caller can change it for the next', async () => {
    const { cache } = setup();
    const value = await cache.read({ key: 'k', tags: cacheTags.tables('projects') }, async () => [{ name: 'Aave' }]);
    expect(() => {
      value[0].name = 'changed';
    }).toThrow(TypeError);
  });
});
