/**
 * Takes a challenge: the DELETE that returns it is the one request that may use it (two posts of
 * the same nonce at once: one gets the row, the other nothing). The entity API's delete does not
 * return the row.
 */
export const TAKE_CHALLENGE = `
  DELETE FROM ownership_challenges WHERE nonce = $1
  RETURNING nonce, submission_id AS "submissionId", contract_id AS "contractId", expires_at AS "expiresAt"`;

/** Drops challenges that expired an hour ago or more (nobody can use them), as challenges are issued. */
export const DELETE_OLD_CHALLENGES = `DELETE FROM ownership_challenges WHERE expires_at < now() - interval '1 hour'`;

/**
 * One proof per submission, method and contract: a new one replaces the old (a lapsed proof proven
 * again). An upsert on the expression index, which the entity API cannot target.
 */
export const UPSERT_VERIFIED_PROOF = `
  INSERT INTO ownership_proofs (submission_id, contract_id, method, status, checking, evidence, checked_at, lapsed_at)
  VALUES ($1, $2, $3, 'verified', false, $4, now(), NULL)
  ON CONFLICT (submission_id, method, (coalesce(contract_id, 0)))
  DO UPDATE SET status = 'verified', checking = false, evidence = EXCLUDED.evidence, checked_at = now(), lapsed_at = NULL
  RETURNING id`;

/** A first proof whose check is queued; a verified one of the same contract and method stays (no row). */
export const UPSERT_CHECKING_PROOF = `
  INSERT INTO ownership_proofs (submission_id, contract_id, method, status, checking, evidence, checked_at, lapsed_at)
  VALUES ($1, $2, $3, 'checking', true, $4, now(), NULL)
  ON CONFLICT (submission_id, method, (coalesce(contract_id, 0)))
  DO UPDATE SET status = 'checking', checking = true, evidence = EXCLUDED.evidence, checked_at = now(), lapsed_at = NULL
  WHERE ownership_proofs.status <> 'verified'
  RETURNING id`;

/** The proof of a contract and method, whatever its state. */
export const PROOF_OF_CONTRACT = `
  SELECT id FROM ownership_proofs WHERE submission_id = $1 AND method = $2 AND coalesce(contract_id, 0) = coalesce($3, 0)`;

/** The submission's token, made on first use; of two first uses at once, both answer the same one. */
export const ENSURE_TOKEN = `
  WITH made AS (
    INSERT INTO ownership_tokens (submission_id, token) VALUES ($1, $2)
    ON CONFLICT (submission_id) DO NOTHING RETURNING token
  )
  SELECT token FROM made UNION ALL SELECT token FROM ownership_tokens WHERE submission_id = $1 LIMIT 1`;
