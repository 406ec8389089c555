import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { tableOfTag, type CacheTag } from './cached-tables';
import { TableChangeFeed, type TableChangeEvent } from './table-change-feed';

export const MAX_ENTRIES = 10_000;
/** A safety net only: entries are normally dropped by change notifications long before. */
const MAX_AGE_MS = 60_000;

interface Entry {
  value: unknown;
  tags: readonly string[];
}

export interface CacheKey {
  key: string;
  /** The changes that make the entry stale, from `cacheTags` (tables or rows of the registry). */
  tags: readonly CacheTag[];
  /** When the value stops being valid on its own (e.g. a session's expiry), in epoch ms. */
  expiresAt?: number;
}

/**
 * Results of hot reads, kept in memory and dropped as soon as the database reports a change to
 * what they were read from (see TableChangeFeed), on this instance or any other. Nothing is
 * served from it while the feed is not live. Values are frozen: callers must not mutate them.
 */
@Injectable()
export class ChangeNotifiedCache {
  /** Least recently used out past MAX_ENTRIES; each entry lives at most MAX_AGE_MS (or until its expiresAt). */
  private readonly entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    ttl: MAX_AGE_MS,
    // Expiry by the wall clock, checked on every read (no timers).
    perf: { now: () => Date.now() },
    ttlResolution: 0,
    dispose: (entry, key) => this.unindex(key, entry),
  });
  /** Keys by tag; a row's entry is also under its table, whose truncation drops every row. */
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Bumped by every invalidation; a read that overlapped one does not store its result. */
  private generation = 0;
  /** Running totals, read by the metrics when scraped. */
  readonly stats = { hits: 0, misses: 0, changes: 0, resets: 0 };

  constructor(private readonly feed: TableChangeFeed) {
    feed.subscribe((event: TableChangeEvent) => (event.kind === 'reset' ? this.clear() : this.drop(event.change)));
  }

  /** The cached value, or the loaded one (stored when nothing changed while it loaded). */
  async read<T>(cacheKey: CacheKey, load: () => Promise<T>): Promise<T> {
    const cached = this.get<T>(cacheKey.key);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) this.set(cacheKey, value);
    return value;
  }

  get<T>(key: string): T | undefined {
    if (!this.feed.isLive) return undefined;
    const value = this.entries.get(key)?.value as T | undefined;
    if (value === undefined) this.stats.misses += 1;
    else this.stats.hits += 1;
    return value;
  }

  /** Call before the read whose result will be stored: a set after an overlapping change is ignored. */
  currentGeneration(): number {
    return this.generation;
  }

  set<T>(cacheKey: CacheKey, value: T, generation = this.generation): void {
    if (!this.feed.isLive || generation !== this.generation || value === undefined || value === null) return;
    this.entries.delete(cacheKey.key);
    const ttl = Math.min((cacheKey.expiresAt ?? Infinity) - Date.now(), MAX_AGE_MS);
    if (ttl <= 0) return;
    const tags = [...new Set(cacheKey.tags.flatMap((tag) => [tag, tableOfTag(tag)]))];
    this.entries.set(cacheKey.key, { value: deepFreeze(value), tags }, { ttl });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(cacheKey.key);
    }
  }

  /** Drops everything tagged with the change, here; the triggers tell the other instances. */
  invalidate(tag: CacheTag): void {
    this.drop(tag);
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(change: string): void {
    this.generation += 1;
    this.stats.changes += 1;
    const keys = this.keysByTag.get(change);
    if (!keys) return;
    for (const key of [...keys]) this.entries.delete(key);
  }

  private clear(): void {
    this.generation += 1;
    this.stats.resets += 1;
    this.entries.clear();
    this.keysByTag.clear();
  }

  private unindex(key: string, entry: Entry): void {
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
