import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Client, type ClientConfig, type Pool } from 'pg';
import { DataSource } from 'typeorm';
import { TABLE_CHANGES_CHANNEL } from './cached-tables';
import { poolOf } from './pool';
import { errorMessage } from '../common/errors/error-message';

const SYNC_PREFIX = 'sync:';
const RETRY_MS = 1_000;
const SYNC_TIMEOUT_MS = 2_000;
/** How the listening connection shows in pg_stat_activity. */
export const TABLE_CHANGE_FEED_APPLICATION_NAME = 'table change feed';

/**
 * What the feed reports: a change (`projects` for a whole table, `users:12` for one row), or a
 * reset, meaning notifications may have been missed (connection lost or re-established) and
 * everything derived from the tables must be forgotten.
 */
export type TableChangeEvent = { kind: 'change'; change: string } | { kind: 'reset' };

/**
 * One dedicated connection that LISTENs for the change notifications that triggers send on
 * commit, from every instance of the app and from any other writer. While it is connected the
 * feed is live; while it is not, readers must not trust anything they cached.
 */
@Injectable()
export class TableChangeFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TableChangeFeed.name);
  private readonly pool: Pool;
  private readonly listeners = new Set<(event: TableChangeEvent) => void>();
  /** Markers sent and not yet received back. */
  private readonly markers = new Set<string>();
  private markerOnItsWay?: Promise<boolean>;
  private nextMarker?: Promise<boolean>;
  private client?: Client;
  private connecting = false;
  private stopped = false;
  private retry?: NodeJS.Timeout;

  constructor(dataSource: DataSource) {
    this.pool = poolOf(dataSource);
  }

  /** True while the listening connection is up, so notifications arrive and a cache may be trusted. */
  get isLive(): boolean {
    return this.client !== undefined;
  }

  subscribe(listener: (event: TableChangeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.goDown();
    await client?.end().catch(() => undefined);
  }

  /**
   * Resolves once every change committed before the call has been received, so a cache on this
   * instance reflects it; resolves false when the feed is not live (nothing is cached then).
   *
   * A marker notification is sent on the listening connection itself: PostgreSQL hands a session
   * its own notifications when the statement that sent them commits, after every notification
   * committed before it, so once the statement has returned the marker and all earlier changes
   * have arrived (one round trip; a marker sent from another connection had to travel to the
   * listener too). A call made while a marker is on its way may have committed after it left, so
   * it waits for the next marker, which every call made meanwhile shares: concurrent writes wait
   * two round trips at most, and the listening connection sends one statement at a time.
   */
  sync(): Promise<boolean> {
    const client = this.client;
    if (!client) return Promise.resolve(false);
    if (!this.markerOnItsWay) {
      const sent = this.sendMarker(client);
      this.markerOnItsWay = sent;
      void sent.then(() => {
        if (this.markerOnItsWay === sent) this.markerOnItsWay = undefined;
      });
      return sent;
    }
    this.nextMarker ??= this.markerOnItsWay.then(() => {
      this.nextMarker = undefined;
      return this.sync();
    });
    return this.nextMarker;
  }

  private async sendMarker(client: Client): Promise<boolean> {
    const marker = `${SYNC_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), SYNC_TIMEOUT_MS)));
    this.markers.add(marker);
    try {
      const answer = await Promise.race([
        client.query('SELECT pg_notify($1, $2)', [TABLE_CHANGES_CHANNEL, marker]),
        late,
      ]);
      // A feed that cannot see its own marker in time is not to be trusted: start over.
      if (answer === 'late' || this.markers.has(marker)) {
        this.lost(client, new Error('change notifications are late'));
        return false;
      }
      return true;
    } catch (error) {
      this.lost(client, error);
      return false;
    } finally {
      clearTimeout(timer);
      this.markers.delete(marker);
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped || this.connecting || this.client) return;
    this.connecting = true;
    const client = new Client({
      ...(this.pool.options as ClientConfig),
      keepAlive: true,
      application_name: TABLE_CHANGE_FEED_APPLICATION_NAME,
    });
    client.on('notification', (message) => this.receive(message.payload ?? ''));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${TABLE_CHANGES_CHANNEL}`);
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      // Whatever happened while we were not listening is unknown.
      this.emit({ kind: 'reset' });
      this.logger.debug('Listening for table changes');
    } catch (error) {
      client.removeAllListeners('end');
      client.end().catch(() => undefined);
      this.scheduleRetry(error);
    } finally {
      this.connecting = false;
    }
  }

  private lost(client: Client, error: unknown): void {
    if (this.client !== client) return;
    this.goDown();
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    this.scheduleRetry(error);
  }

  private goDown(): void {
    const wasLive = this.client !== undefined;
    this.client = undefined;
    if (wasLive) this.emit({ kind: 'reset' });
  }

  private scheduleRetry(error: unknown): void {
    if (this.stopped || this.retry) return;
    const reason = errorMessage(error);
    this.logger.warn(`Not listening for table changes (${reason}); retrying`);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, RETRY_MS);
    this.retry.unref();
  }

  private receive(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.markers.delete(payload);
      return;
    }
    this.emit({ kind: 'change', change: payload });
  }

  private emit(event: TableChangeEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
