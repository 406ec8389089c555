import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Client, type ClientConfig, type Pool } from 'pg';
import { DataSource } from 'typeorm';
import { TABLE_CHANGES_CHANNEL } from './cached-tables';
import { poolOf } from './pool';

const SYNC_PREFIX = 'sync:';
const RETRY_MS = 1_000;
const SYNC_TIMEOUT_MS = 2_000;

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
  private readonly syncs = new Map<string, (arrived: boolean) => void>();
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
   * Notifications arrive in commit order, so our own marker arriving means the earlier ones have.
   * The marker is sent on a pool connection: the listening one only listens.
   */
  async sync(): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    const marker = `${SYNC_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.syncs.set(marker, resolve);
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    try {
      await this.pool.query('SELECT pg_notify($1, $2)', [TABLE_CHANGES_CHANNEL, marker]);
      const received = await arrived;
      // A feed that cannot see its own marker in time is not to be trusted: start over.
      if (!received) this.lost(client, new Error('change notifications are late'));
      return received;
    } catch (error) {
      this.lost(client, error);
      return false;
    } finally {
      clearTimeout(timer);
      this.syncs.delete(marker);
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped || this.connecting || this.client) return;
    this.connecting = true;
    const client = new Client({ ...(this.pool.options as ClientConfig), keepAlive: true });
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
    for (const resolve of this.syncs.values()) resolve(false);
    this.syncs.clear();
  }

  private scheduleRetry(error: unknown): void {
    if (this.stopped || this.retry) return;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(`Not listening for table changes (${reason}); retrying`);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, RETRY_MS);
    this.retry.unref();
  }

  private receive(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.syncs.get(payload)?.(true);
      return;
    }
    this.emit({ kind: 'change', change: payload });
  }

  private emit(event: TableChangeEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
