import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig, type RateLimitName } from '../../config/app-config';
import { DomainError } from '../errors/domain.error';

interface CounterRow {
  hits: number;
  reset_at: Date;
}

const CLEANUP_PROBABILITY = 0.01;

/**
 * Fixed-window counters kept in PostgreSQL, so every instance of the app shares them.
 */
@Injectable()
export class RateLimitService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async consume(name: RateLimitName, subject: string): Promise<void> {
    const { limit, windowMs } = this.config.rateLimits[name];
    const rows: CounterRow[] = await this.dataSource.query(
      `INSERT INTO rate_limit_counters AS counter (key, hits, reset_at)
       VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN counter.reset_at <= now() THEN 1 ELSE counter.hits + 1 END,
         reset_at = CASE WHEN counter.reset_at <= now() THEN EXCLUDED.reset_at ELSE counter.reset_at END
       RETURNING hits, reset_at`,
      [`${name}:${subject}`, windowMs],
    );
    if (Math.random() < CLEANUP_PROBABILITY) {
      await this.dataSource.query(`DELETE FROM rate_limit_counters WHERE reset_at < now() - interval '1 hour'`);
    }
    const { hits, reset_at: resetAt } = rows[0];
    if (hits > limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((new Date(resetAt).getTime() - Date.now()) / 1000));
      throw new DomainError('RATE_LIMITED', 'Too many requests, please try again later', { retryAfterSeconds });
    }
  }
}
