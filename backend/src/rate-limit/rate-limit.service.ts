import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig, type RateLimitName } from '../config/app-config';
import type { RateLimitRefusals } from '../common/application/rate-limit-refusals';
import { DomainError } from '../common/errors/domain.error';
import type { LogContext } from '../common/http/request-labels';

interface CounterRow {
  key: string;
  hits: number;
  reset_at: Date;
}

/** One counted request on one rule: its counter is `name:subject`. */
export interface RateLimitHit {
  name: RateLimitName;
  subject: string;
}

export type RateLimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

const CLEANUP_PROBABILITY = 0.01;

/** The client's address as Express sees it (X-Forwarded-For only when trust proxy says so). */
export function clientAddress(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

/**
 * Fixed-window counters kept in PostgreSQL, so every instance of the app shares them.
 */
@Injectable()
export class RateLimitService implements RateLimitRefusals {
  /** Refused requests by limit name since start, read by the metrics when scraped. */
  readonly refusals = new Map<RateLimitName, number>();
  private readonly logger = new Logger(RateLimitService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Counts the request on every rule (in one statement) and says whether any of them is over its
   * limit; a refusal is logged with `context`, the request's.
   */
  async hit(hits: readonly RateLimitHit[], context: LogContext = {}): Promise<RateLimitVerdict> {
    const limits = new Map<string, number>();
    const windows = new Map<string, number>();
    const names = new Map<string, RateLimitName>();
    for (const { name, subject } of hits) {
      // PostgreSQL text cannot hold NUL; the subject may be any string a client sent.
      const key = `${name}:${subject}`.replaceAll('\u0000', '\ufffd');
      limits.set(key, this.config.rateLimits[name].limit);
      names.set(key, name);
      windows.set(key, this.config.rateLimits[name].windowMs);
    }
    // Sorted keys take row locks in the same order in every request, so concurrent requests cannot deadlock.
    const keys = [...windows.keys()].sort();
    const rows: CounterRow[] = await this.dataSource.query(
      `INSERT INTO rate_limit_counters AS counter (key, hits, reset_at)
       SELECT hit.key, 1, now() + make_interval(secs => hit.window_ms / 1000)
       FROM unnest($1::text[], $2::double precision[]) AS hit(key, window_ms)
       ORDER BY hit.key
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN counter.reset_at <= now() THEN 1 ELSE counter.hits + 1 END,
         reset_at = CASE WHEN counter.reset_at <= now() THEN EXCLUDED.reset_at ELSE counter.reset_at END
       RETURNING key, hits, reset_at`,
      [keys, keys.map((key) => windows.get(key))],
    );
    if (Math.random() < CLEANUP_PROBABILITY) {
      await this.dataSource.query(`DELETE FROM rate_limit_counters WHERE reset_at < now() - interval '1 hour'`);
    }
    const exceeded = rows.filter((row) => row.hits > limits.get(row.key)!);
    if (exceeded.length === 0) return { limited: false };
    for (const row of exceeded) this.countRefusal(names.get(row.key)!, context);
    const resetAt = Math.max(...exceeded.map((row) => new Date(row.reset_at).getTime()));
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) };
  }

  /**
   * Counts up to `count` requests on one rule at once, for callers that hand out the allowance
   * locally (a hot path that should not write per request): how many of them fit in the current
   * window, and when it ends (epoch ms). Requests that did not fit are counted too, as with hit.
   */
  async reserve({ name, subject }: RateLimitHit, count: number): Promise<{ granted: number; resetAt: number }> {
    const { limit, windowMs } = this.config.rateLimits[name];
    const key = `${name}:${subject}`.replaceAll('\u0000', '\ufffd');
    const rows: { hits: number; reset_in_ms: string }[] = await this.dataSource.query(
      `INSERT INTO rate_limit_counters AS counter (key, hits, reset_at)
       VALUES ($1, $2, now() + make_interval(secs => $3::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN counter.reset_at <= now() THEN EXCLUDED.hits ELSE counter.hits + EXCLUDED.hits END,
         reset_at = CASE WHEN counter.reset_at <= now() THEN EXCLUDED.reset_at ELSE counter.reset_at END
       RETURNING hits, extract(epoch FROM reset_at - now()) * 1000 AS reset_in_ms`,
      [key, count, windowMs],
    );
    const counted = rows[0].hits - count;
    // Dated by this instance's clock from the database's, so clocks that differ cannot shorten a window.
    const resetAt = Date.now() + Math.max(0, Number(rows[0].reset_in_ms));
    return { granted: Math.max(0, Math.min(count, limit - counted)), resetAt };
  }

  /** For limits applied elsewhere from this service's counters (LeasedAllowance). */
  countRefusal(name: RateLimitName, context: LogContext): void {
    this.refusals.set(name, (this.refusals.get(name) ?? 0) + 1);
    this.logger.debug({ ...context, msg: `Refused by the ${name} rate limit` });
  }

  /** Like hit, but refuses a limited request with RATE_LIMITED (429 with Retry-After). */
  async consume(hits: readonly RateLimitHit[], context: LogContext = {}): Promise<void> {
    const verdict = await this.hit(hits, context);
    if (verdict.limited) {
      throw new DomainError('RATE_LIMITED', 'Too many requests, please try again later', {
        retryAfterSeconds: verdict.retryAfterSeconds,
      });
    }
  }
}
