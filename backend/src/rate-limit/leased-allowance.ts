import { LRUCache } from 'lru-cache';
import type { RateLimitName } from '../config/app-config';
import type { LogContext } from '../common/http/request-labels';
import type { RateLimitService } from './rate-limit.service';

/** Of a subject's allowance per window, the share an instance takes from the shared counter at once. */
const LEASE_SHARE = 20;
/**
 * The largest slice, for limits of 20,000 and more a window. The renewal ahead of time has the
 * second half of a slice to come back: at 1,000 a slice, 500 requests (about 100 ms for one
 * token at 5,000 requests a second). At 100 a slice that was 50 requests, about 10 ms, and when
 * PostgreSQL answered later than that under load, every request in between waited for it.
 */
export const MAX_LEASE = 1_000;

interface Lease {
  remaining: number;
  resetAt: number;
  /** The counter said the window is used up: refuse locally until it ends. */
  exhausted: boolean;
  pending?: Promise<void>;
}

export type AllowanceVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

const ALLOWED: AllowanceVerdict = { limited: false };

/**
 * A rate limit on a hot path without a database write per request (bearer requests per token,
 * referral clicks per address): each instance reserves a slice of the subject's window from the
 * shared counter (RateLimitService.reserve) and hands it out in memory. Requests over the limit
 * are refused on every instance, since slices are counted when reserved. The next slice is
 * reserved in the background once half of the current one is handed out, so a steady client's
 * requests do not wait for the database at the end of every slice (see MAX_LEASE); at most a
 * slice and a half per instance goes unused when a window ends.
 */
export class LeasedAllowance {
  private readonly leases = new LRUCache<string, Lease>({ max: 10_000 });
  private readonly size: number;

  constructor(
    private readonly rateLimits: RateLimitService,
    private readonly name: RateLimitName,
    limit: number,
  ) {
    this.size = Math.max(1, Math.min(MAX_LEASE, Math.floor(limit / LEASE_SHARE)));
  }

  /**
   * Synchronous when this instance still holds allowance for the subject (the common case). A
   * refusal is logged with `context`, the request's.
   */
  take(subject: string, context: LogContext = {}): AllowanceVerdict | Promise<AllowanceVerdict> {
    const lease = this.leases.get(subject);
    const now = Date.now();
    if (lease && now < lease.resetAt) {
      if (lease.remaining > 0) {
        lease.remaining -= 1;
        if (lease.remaining * 2 < this.size && !lease.exhausted && !lease.pending) {
          // A failed renewal ahead of time is tried again, and its error answered, when the slice runs out.
          this.renew(subject, lease).catch(() => undefined);
        }
        return ALLOWED;
      }
      if (lease.exhausted) {
        this.rateLimits.countRefusal(this.name, context);
        return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((lease.resetAt - now) / 1000)) };
      }
    }
    if (lease?.pending) return lease.pending.then(() => this.take(subject, context));
    return this.renew(subject, lease).then(() => this.take(subject, context));
  }

  private renew(subject: string, previous: Lease | undefined): Promise<void> {
    const lease: Lease = previous ?? { remaining: 0, resetAt: 0, exhausted: false };
    lease.pending = this.rateLimits
      .reserve({ name: this.name, subject }, this.size)
      .then(({ granted, resetAt }) => {
        // What is left of a slice renewed ahead of time is kept while its window lasts.
        lease.remaining = (Date.now() < lease.resetAt ? lease.remaining : 0) + granted;
        lease.resetAt = resetAt;
        lease.exhausted = granted < this.size;
      })
      .finally(() => {
        lease.pending = undefined;
      });
    this.leases.set(subject, lease);
    return lease.pending;
  }
}
