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

/** "Your data": each submission of the account with its contracts, signers and proofs (as JSON arrays). */
export const OWNERSHIP_OF_ACCOUNT = `
  SELECT submission.id AS "submissionId",
    coalesce((SELECT json_agg(json_build_object('chainId', c.chain_id, 'address', c.address, 'addedAt', c.created_at) ORDER BY c.id)
              FROM project_contracts c WHERE c.submission_id = submission.id), '[]') AS contracts,
    coalesce((SELECT json_agg(json_build_object('contract', c.address, 'address', s.address, 'status', s.status,
                                                'registeredAt', s.created_at) ORDER BY s.id)
              FROM ownership_signers s JOIN project_contracts c ON c.id = s.contract_id
              WHERE c.submission_id = submission.id), '[]') AS signers,
    coalesce((SELECT json_agg(json_build_object('method', p.method, 'status', p.status, 'evidence', p.evidence,
                                                'checkedAt', p.checked_at, 'lapsedAt', p.lapsed_at) ORDER BY p.id)
              FROM ownership_proofs p WHERE p.submission_id = submission.id), '[]') AS proofs
  FROM project_submissions submission
  WHERE submission.user_id = $1
    AND (EXISTS (SELECT 1 FROM project_contracts c WHERE c.submission_id = submission.id)
      OR EXISTS (SELECT 1 FROM ownership_proofs p WHERE p.submission_id = submission.id))
  ORDER BY submission.id`;
