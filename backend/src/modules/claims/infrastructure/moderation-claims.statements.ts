import type { ReviewQueue } from '../../../kernel/lifecycle/review-target';

// Hand-written SQL of the moderation claims: a conditional upsert, deletes that answer what they
// removed with the admin's name, and row locks on the item's table, which depends on its kind.

/**
 * Reads the item tables only to learn whether an item still waits, and locks their rows (a lock,
 * not a write) so that a claim and a decision of one item happen one after the other; their
 * modules own every write.
 */
const ITEM_TABLES: Record<ReviewQueue, string> = {
  partner: 'partner_profiles',
  project: 'projects',
  article: 'article_submissions',
  'project-submission': 'project_submissions',
};

/** Whether an item still waits, per kind (a project waits only while listed). */
const PENDING_SQL: Record<ReviewQueue, string> = {
  partner: `SELECT status = 'pending' AS pending FROM partner_profiles WHERE id = $1`,
  project: `SELECT verification_status = 'pending' AND listed AS pending FROM projects WHERE id = $1`,
  article: `SELECT status = 'pending' AS pending FROM article_submissions WHERE id = $1`,
  'project-submission': `SELECT verification_status = 'pending' AS pending FROM project_submissions WHERE id = $1`,
};

/** A row lock FOR UPDATE on the table chosen by the item's kind (from the fixed map above). */
export function lockItemForUpdate(kind: ReviewQueue): string {
  return `SELECT 1 FROM ${ITEM_TABLES[kind]} WHERE id = $1 FOR UPDATE`;
}

/** Whether the item still waits; with `lock`, its row is locked FOR SHARE while the claim is taken. */
export function isPendingStatement(kind: ReviewQueue, lock: boolean | undefined): string {
  return lock ? `${PENDING_SQL[kind]} FOR SHARE` : PENDING_SQL[kind];
}

/**
 * Conditional upsert: takes the item's claim unless another admin holds a valid one ($4: claims since then are
 * valid).
 */
export const TAKE_CLAIM = `INSERT INTO moderation_claims (kind, item_id, admin_id, claimed_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (kind, item_id) DO UPDATE SET admin_id = EXCLUDED.admin_id, claimed_at = now()
       WHERE moderation_claims.admin_id = EXCLUDED.admin_id OR moderation_claims.claimed_at < $4
       RETURNING claimed_at`;

/** Deletes the admin's own valid claim and answers whether there was one. */
export const RELEASE_CLAIM = `DELETE FROM moderation_claims WHERE kind = $1 AND item_id = $2 AND admin_id = $3 AND claimed_at >= $4 RETURNING item_id`;

/** Deletes the item's claim and returns its holder with the admin's username (DELETE … USING … RETURNING). */
export const END_CLAIM_RETURNING_HOLDER = `DELETE FROM moderation_claims claim USING users admin
       WHERE claim.kind = $1 AND claim.item_id = $2 AND admin.id = claim.admin_id
       RETURNING claim.item_id, claim.admin_id, admin.username, claim.claimed_at`;

/** Every claim of a queue with the admin's username, lapsed ones included (a join with users). */
export const QUEUE_CLAIMS = `SELECT claim.item_id, claim.admin_id, admin.username, claim.claimed_at
         FROM moderation_claims claim JOIN users admin ON admin.id = claim.admin_id
         WHERE claim.kind = $1`;
