import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { TransactionRunner } from '../../../common/application/transaction-runner';

/** How long an instance may answer today's stats from memory when nothing it wrote changed them. */
export const LIVE_STATS_MAX_AGE_MS = 1_000;
/**
 * From this age on, the first request of a read that is still fresh starts the next one in the
 * background and is answered at once, so clients polling a series never wait for it to expire.
 */
export const LIVE_STATS_REFRESH_AFTER_MS = LIVE_STATS_MAX_AGE_MS / 2;
const MAX_ENTRIES = 5_000;

interface LiveRead {
  value: Promise<unknown>;
  /** When the read began: its rows are at least this recent. */
  startedAt: number;
  refreshing: boolean;
}

/**
 * Today's referral rollups per partner and scope, kept in memory for at most
 * LIVE_STATS_MAX_AGE_MS, so dashboards and API clients polling the same series share one read;
 * a read past LIVE_STATS_REFRESH_AFTER_MS is replaced in the background while it is still served.
 * Today's rows announce no changes (every click writes them), so this instance drops a partner's
 * entries itself on each write to their rollups: a click, a conversion, a review. It drops them
 * again after the write's transaction commits, so a read made between the write and its commit
 * is not kept. A write moves the partner to a new version, which is part of the key: a read that
 * overlapped it is kept under the old one, which no one asks for again. A partner's activity
 * through this instance shows at once; through another instance, within the max age.
 */
@Injectable()
export class LiveStatsMemo {
  private readonly entries = new LRUCache<string, LiveRead>({
    max: MAX_ENTRIES,
    ttl: LIVE_STATS_MAX_AGE_MS,
    // Expiry by the wall clock, checked on every read (no timers).
    perf: { now: () => Date.now() },
    ttlResolution: 0,
  });
  /** The latest write per partner (one number per partner that had one); part of every key. */
  private readonly versions = new Map<number, number>();
  private sequence = 0;

  constructor(private readonly transactions: TransactionRunner) {}

  /** One read per partner, key and moment: requests that arrive while it runs share it too. */
  read<T>(partnerId: number, key: string, load: () => Promise<T>): Promise<T> {
    const versionedKey = `${partnerId}:${this.versions.get(partnerId) ?? 0}:${key}`;
    const cached = this.entries.get(versionedKey);
    if (!cached) return this.start(versionedKey, load).value as Promise<T>;
    if (!cached.refreshing && Date.now() - cached.startedAt >= LIVE_STATS_REFRESH_AFTER_MS)
      this.refresh(versionedKey, cached, load);
    return cached.value as Promise<T>;
  }

  /** Call where a partner's rollups are written, inside the writing transaction if there is one. */
  changed(partnerId: number): void {
    this.bump(partnerId);
    this.transactions.afterCommit(() => this.bump(partnerId));
  }

  private start(key: string, load: () => Promise<unknown>): LiveRead {
    const entry: LiveRead = { value: load(), startedAt: Date.now(), refreshing: false };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry;
  }

  /** The next read replaces the entry once it has its rows; until then (or if it fails) the entry stays as it is. */
  private refresh(key: string, current: LiveRead, load: () => Promise<unknown>): void {
    current.refreshing = true;
    const startedAt = Date.now();
    const value = load();
    value.then(
      () => {
        const age = Date.now() - startedAt;
        const latest = this.entries.get(key);
        // Not over a read that began after this one (the entry expired meanwhile and was read again).
        if (age < LIVE_STATS_MAX_AGE_MS && (latest === undefined || latest === current))
          this.entries.set(key, { value, startedAt, refreshing: false }, { ttl: LIVE_STATS_MAX_AGE_MS - age });
      },
      () => {
        current.refreshing = false;
      },
    );
  }

  private bump(partnerId: number): void {
    this.sequence += 1;
    this.versions.set(partnerId, this.sequence);
  }
}
