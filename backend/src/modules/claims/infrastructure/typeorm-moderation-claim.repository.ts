import { Injectable } from '@nestjs/common';
import { cacheTags } from '../../../database/cached-tables';
import { ChangeNotifiedCache } from '../../../database/change-notified-cache';
import { UnitOfWork } from '../../../database/unit-of-work';
import type { ReviewQueue } from '../../../kernel/lifecycle/review-target';
import { ModerationClaimRepository } from '../application/moderation-claim.repository';
import type { ClaimHolder, ClaimedItem } from '../domain/moderation-claim';
import {
  END_CLAIM_RETURNING_HOLDER,
  isPendingStatement,
  lockItemForUpdate,
  QUEUE_CLAIMS,
  RELEASE_CLAIM,
  TAKE_CLAIM,
} from './moderation-claims.statements';

interface HolderRow {
  item_id: number;
  admin_id: number;
  username: string;
  claimed_at: Date;
}

const toHolder = (row: HolderRow): ClaimHolder => ({
  adminId: row.admin_id,
  username: row.username,
  claimedAt: row.claimed_at,
});

@Injectable()
export class TypeormModerationClaimRepository extends ModerationClaimRepository {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly cache: ChangeNotifiedCache,
  ) {
    super();
  }

  async take(item: ClaimedItem, adminId: number, validSince: Date): Promise<Date | null> {
    const rows: { claimed_at: Date }[] = await this.unitOfWork
      .manager()
      .query(TAKE_CLAIM, [item.kind, item.id, adminId, validSince]);
    return rows[0]?.claimed_at ?? null;
  }

  async release(item: ClaimedItem, adminId: number, validSince: Date): Promise<boolean> {
    const [rows] = await this.unitOfWork
      .manager()
      .query<[{ item_id: number }[], number]>(RELEASE_CLAIM, [item.kind, item.id, adminId, validSince]);
    return rows.length > 0;
  }

  async lockForDecision(item: ClaimedItem): Promise<void> {
    await this.unitOfWork.manager().query(lockItemForUpdate(item.kind), [item.id]);
  }

  /**
   * A statement of its own, after the lock: under READ COMMITTED it sees every claim committed
   * before the lock was granted (one statement that both waited for the lock and read the claims
   * would read them as they were when it started). Deleting no row notifies nothing.
   */
  async endAndRead(item: ClaimedItem): Promise<ClaimHolder | null> {
    const [rows] = await this.unitOfWork
      .manager()
      .query<[HolderRow[], number]>(END_CLAIM_RETURNING_HOLDER, [item.kind, item.id]);
    return rows.length > 0 ? toHolder(rows[0]) : null;
  }

  async holder(item: ClaimedItem, validSince: Date): Promise<ClaimHolder | null> {
    return (await this.holders(item.kind, [item.id], validSince)).get(item.id) ?? null;
  }

  /**
   * Every page of a queue shows its items' claims, so a queue's claims (few: one per item an admin
   * is working on) are kept in the change-notified cache and dropped on any claim change; lapsed
   * ones are left out here, at read time.
   */
  async holders(kind: ReviewQueue, ids: readonly number[], validSince: Date): Promise<Map<number, ClaimHolder>> {
    if (ids.length === 0) return new Map();
    const rows = await this.queueClaims(kind);
    const wanted = new Set(ids);
    const since = validSince.getTime();
    return new Map(
      rows
        .filter((row) => wanted.has(row.item_id) && new Date(row.claimed_at).getTime() >= since)
        .map((row) => [row.item_id, toHolder(row)]),
    );
  }

  /** Every claim row of a queue, lapsed ones included. */
  private queueClaims(kind: ReviewQueue): Promise<HolderRow[]> {
    return this.cache.read({ key: `claims:${kind}`, tags: cacheTags.rowsWhere('moderation_claims') }, () =>
      this.unitOfWork.manager().query<HolderRow[]>(QUEUE_CLAIMS, [kind]),
    );
  }

  async isPending(item: ClaimedItem, options: { lock?: boolean } = {}): Promise<boolean | null> {
    const sql = isPendingStatement(item.kind, options.lock);
    const rows: { pending: boolean }[] = await this.unitOfWork.manager().query(sql, [item.id]);
    return rows.length === 0 ? null : rows[0].pending;
  }
}
