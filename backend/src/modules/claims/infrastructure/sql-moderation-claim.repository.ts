import { Injectable } from '@nestjs/common';
import { cacheTags } from '../../../database/cached-tables';
import { ChangeNotifiedCache } from '../../../database/change-notified-cache';
import { UnitOfWork } from '../../../database/unit-of-work';
import type { ReviewQueue } from '../../../kernel/lifecycle/review-target';
import { ModerationClaimRepository } from '../application/moderation-claim.repository';
import type { ClaimHolder, ClaimedItem } from '../domain/moderation-claim';

/** Reads the item tables only to learn whether an item still waits; their modules own every write. */
const PENDING_SQL: Record<ReviewQueue, string> = {
  partner: `SELECT status = 'pending' AS pending FROM partner_profiles WHERE id = $1`,
  project: `SELECT verification_status = 'pending' AND listed AS pending FROM projects WHERE id = $1`,
  article: `SELECT status = 'pending' AS pending FROM article_submissions WHERE id = $1`,
  'project-submission': `SELECT verification_status = 'pending' AS pending FROM project_submissions WHERE id = $1`,
};

interface HolderRow {
  item_id: number;
  admin_id: number;
  username: string;
  claimed_at: Date;
}

const toHolder = (row: HolderRow): ClaimHolder => ({ adminId: row.admin_id, username: row.username, claimedAt: row.claimed_at });

@Injectable()
export class SqlModerationClaimRepository extends ModerationClaimRepository {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly cache: ChangeNotifiedCache,
  ) {
    super();
  }

  async take(item: ClaimedItem, adminId: number, validSince: Date): Promise<Date | null> {
    const rows: { claimed_at: Date }[] = await this.unitOfWork.manager().query(
      `INSERT INTO moderation_claims (kind, item_id, admin_id, claimed_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (kind, item_id) DO UPDATE SET admin_id = EXCLUDED.admin_id, claimed_at = now()
       WHERE moderation_claims.admin_id = EXCLUDED.admin_id OR moderation_claims.claimed_at < $4
       RETURNING claimed_at`,
      [item.kind, item.id, adminId, validSince],
    );
    return rows[0]?.claimed_at ?? null;
  }

  async release(item: ClaimedItem, adminId: number, validSince: Date): Promise<boolean> {
    const [rows] = await this.unitOfWork
      .manager()
      .query(`DELETE FROM moderation_claims WHERE kind = $1 AND item_id = $2 AND admin_id = $3 AND claimed_at >= $4 RETURNING item_id`, [
        item.kind,
        item.id,
        adminId,
        validSince,
      ]);
    return rows.length > 0;
  }

  /**
   * Most decided items were never claimed: the queue's claims (cached, and notified on every
   * change to a claim) tell, with no query. A claim taken in the moment between that read and the
   * decision's commit stays on the decided item until it lapses; nothing can claim a decided item.
   */
  async end(item: ClaimedItem): Promise<void> {
    if (!(await this.queueClaims(item.kind)).some((row) => row.item_id === item.id)) return;
    await this.unitOfWork.manager().query(`DELETE FROM moderation_claims WHERE kind = $1 AND item_id = $2`, [item.kind, item.id]);
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
      rows.filter((row) => wanted.has(row.item_id) && new Date(row.claimed_at).getTime() >= since).map((row) => [row.item_id, toHolder(row)]),
    );
  }

  /** Every claim row of a queue, lapsed ones included. */
  private queueClaims(kind: ReviewQueue): Promise<HolderRow[]> {
    return this.cache.read({ key: `claims:${kind}`, tags: cacheTags.rowsWhere('moderation_claims') }, () =>
      this.unitOfWork.manager().query<HolderRow[]>(
        `SELECT claim.item_id, claim.admin_id, admin.username, claim.claimed_at
         FROM moderation_claims claim JOIN users admin ON admin.id = claim.admin_id
         WHERE claim.kind = $1`,
        [kind],
      ),
    );
  }

  async isPending(item: ClaimedItem): Promise<boolean | null> {
    const rows: { pending: boolean }[] = await this.unitOfWork.manager().query(PENDING_SQL[item.kind], [item.id]);
    return rows.length === 0 ? null : rows[0].pending;
  }
}
