import { LRUCache } from 'lru-cache';
import type { RateLimitService } from '../../../../common/rate-limit/rate-limit.service';

/** Of a token's allowance per window, the share an instance takes from the shared counter at once. */
const LEASE_SHARE = 20;
const MAX_LEASE = 100;

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
 * The per-token rate limit of bearer requests without a database write per request: each
 * instance reserves a slice of the token's window from the shared counter (RateLimitService) and
 * hands it out in memory. Requests over the limit are refused on every instance, since slices
 * are counted when reserved; at most a slice per instance goes unused when a window ends.
 */
export class BearerAllowance {
  private readonly leases = new LRUCache<number, Lease>({ max: 10_000 });

  constructor(
    private readonly rateLimits: RateLimitService,
    private readonly limit: number,
  ) {}

  /** Synchronous when this instance still holds allowance for the token (the common case). */
  take(tokenId: number): AllowanceVerdict | Promise<AllowanceVerdict> {
    const lease = this.leases.get(tokenId);
    const now = Date.now();
    if (lease && now < lease.resetAt) {
      if (lease.remaining > 0) {
        lease.remaining -= 1;
        return ALLOWED;
      }
      if (lease.exhausted) return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((lease.resetAt - now) / 1000)) };
    }
    if (lease?.pending) return lease.pending.then(() => this.take(tokenId));
    return this.renew(tokenId, lease).then(() => this.take(tokenId));
  }

  private renew(tokenId: number, previous: Lease | undefined): Promise<void> {
    const lease: Lease = previous ?? { remaining: 0, resetAt: 0, exhausted: false };
    const size = Math.max(1, Math.min(MAX_LEASE, Math.floor(this.limit / LEASE_SHARE)));
    lease.pending = this.rateLimits
      .reserve({ name: 'apiToken', subject: String(tokenId) }, size)
      .then(({ granted, resetAt }) => {
        // Renewed only when used up or out of date: nothing is carried over.
        lease.remaining = granted;
        lease.resetAt = resetAt;
        lease.exhausted = granted < size;
      })
      .finally(() => {
        lease.pending = undefined;
      });
    this.leases.set(tokenId, lease);
    return lease.pending;
  }
}
