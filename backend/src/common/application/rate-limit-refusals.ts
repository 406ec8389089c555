import type { RateLimitName } from '../../config/app-config';

/**
 * Refused requests by limit name since start: the rate limiter counts them, the metrics read them
 * when scraped (a port, so neither room knows the other).
 */
export abstract class RateLimitRefusals {
  abstract readonly refusals: ReadonlyMap<RateLimitName, number>;
}
