import { Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig, type RateLimitName } from '../config/app-config';
import { ChangeNotifiedCache } from '../database/change-notified-cache';
import { JOB_QUEUE_SCHEMA } from '../database/migrations/1763700800000-notifications';
import { poolOf } from '../database/pool';
import { TableChangeFeed } from '../database/table-change-feed';
import { withinTimeout } from '../common/application/within-timeout';
import { RateLimitRefusals } from '../common/application/rate-limit-refusals';
import { isExpectedUnavailable, routeOf } from '../common/http/request-labels';

const JOB_QUERY_TIMEOUT_MS = 2_000;

/** Adds to a counter what a plain running total grew by since the last scrape. */
function deltaCounter(
  registry: Registry,
  name: string,
  help: string,
  labelNames: string[],
  read: () => Map<string, number>,
) {
  const seen = new Map<string, number>();
  return new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      for (const [label, total] of read()) {
        // Incremented by 0 too, so every label value is exported from the first scrape on.
        this.inc({ [labelNames[0]]: label }, Math.max(0, total - (seen.get(label) ?? 0)));
        seen.set(label, total);
      }
    },
  });
}

/**
 * The app's Prometheus metrics. Hot paths keep plain running totals (the cache's hits, the rate
 * limits' refusals) that are read here when Prometheus scrapes, so they pay nothing for metrics;
 * only the request histogram is observed per request, and only when a metrics server runs.
 */
@Injectable()
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;

  constructor(
    dataSource: DataSource,
    cache: ChangeNotifiedCache,
    feed: TableChangeFeed,
    rateLimits: RateLimitRefusals,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const registry = this.registry;
    if (config.metrics) collectDefaultMetrics({ register: registry });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });

    const pool = poolOf(dataSource);
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections in the database pool, by state (in use or idle)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a free database pool connection',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });

    deltaCounter(
      registry,
      'cache_lookups_total',
      'Change-notified cache lookups, by result (hit or miss)',
      ['result'],
      () =>
        new Map([
          ['hit', cache.stats.hits],
          ['miss', cache.stats.misses],
        ]),
    );
    deltaCounter(
      registry,
      'cache_invalidations_total',
      'Change-notified cache invalidations, by kind (a change notification, or a reset that drops everything)',
      ['kind'],
      () =>
        new Map([
          ['change', cache.stats.changes],
          ['reset', cache.stats.resets],
        ]),
    );
    new Gauge({
      name: 'cache_entries',
      help: 'Entries in the change-notified cache',
      registers: [registry],
      collect() {
        this.set(cache.size);
      },
    });
    new Gauge({
      name: 'change_feed_listening',
      help: '1 while the connection listening for table changes is up (caches in use), 0 otherwise',
      registers: [registry],
      collect() {
        this.set(feed.isLive ? 1 : 0);
      },
    });

    const limitNames = Object.keys(config.rateLimits) as RateLimitName[];
    deltaCounter(
      registry,
      'rate_limit_refusals_total',
      'Requests refused by a rate limit, by limit name',
      ['limit'],
      () => new Map(limitNames.map((name) => [name, rateLimits.refusals.get(name) ?? 0])),
    );

    new Gauge({
      name: 'job_queue_jobs',
      help: 'Background jobs in the queue table, by queue and state (created, retry, active, completed, cancelled, failed)',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        const rows = await countJobs(pool);
        for (const row of rows) this.set({ queue: row.name, state: row.state }, row.count);
      },
    });
  }

  /**
   * Observes each finished request's duration under its route pattern; not the readiness checks a
   * draining instance answers 503 on purpose (`markExpectedUnavailable`), which are no server error.
   */
  readonly httpMiddleware = (request: Request, response: Response, next: NextFunction): void => {
    const end = this.requestDuration.startTimer();
    response.once('finish', () => {
      if (isExpectedUnavailable(response)) return;
      end({ method: request.method, route: routeOf(request), status_code: response.statusCode });
    });
    next();
  };

  metrics(): Promise<string> {
    return this.registry.metrics();
  }
}

/** Read at scrape time with a short timeout, so a slow database shows as missing job metrics, not a hung scrape. */
function countJobs(pool: ReturnType<typeof poolOf>): Promise<{ name: string; state: string; count: number }[]> {
  const counts = pool
    .query<{ name: string; state: string; count: number }>(
      `SELECT name, state::text AS state, count(*)::int AS count FROM ${JOB_QUEUE_SCHEMA}.job GROUP BY 1, 2`,
    )
    .then((result) => result.rows);
  return withinTimeout(counts, [], JOB_QUERY_TIMEOUT_MS);
}
