import { Injectable } from '@nestjs/common';
import { TableChangeFeed, type TableChangeEvent } from './table-change-feed';

export const MAX_ENTRIES = 10_000;
/** A safety net only: entries are normally dropped by change notifications long before. */
const MAX_AGE_MS = 60_000;

interface Entry {
  value: unknown;
  tags: readonly string[];
  expiresAt: number;
}

export interface CacheKey {
  key: string;
  /** The changes that make the entry stale: table names (`projects`) or rows (`users:12`). */
  tags: readonly string[];
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
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Bumped by every invalidation; a read that overlapped one does not store its result. */
  private generation = 0;

  constructor(private readonly feed: TableChangeFeed) {
    feed.subscribe((event: TableChangeEvent) => (event.kind === 'reset' ? this.clear() : this.invalidate(event.change)));
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
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last, so eviction takes the least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value as T;
  }

  /** Call before the read whose result will be stored: a set after an overlapping change is ignored. */
  currentGeneration(): number {
    return this.generation;
  }

  set<T>(cacheKey: CacheKey, value: T, generation = this.generation): void {
    if (!this.feed.isLive || generation !== this.generation || value === undefined || value === null) return;
    this.remove(cacheKey.key);
    const now = Date.now();
    this.entries.set(cacheKey.key, {
      value: deepFreeze(value),
      tags: cacheKey.tags,
      expiresAt: Math.min(cacheKey.expiresAt ?? Infinity, now + MAX_AGE_MS),
    });
    for (const tag of cacheKey.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(cacheKey.key);
    }
    if (this.entries.size > MAX_ENTRIES) this.remove(this.entries.keys().next().value as string);
  }

  /** Drops everything tagged with the change, here; the triggers tell the other instances. */
  invalidate(tag: string): void {
    this.generation += 1;
    const keys = this.keysByTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.remove(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.keysByTag.clear();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
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
