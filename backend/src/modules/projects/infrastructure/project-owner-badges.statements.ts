/**
 * The best verified ownership proof of each directory project (a contract proof before a domain
 * one), through the submission that created it: a read of the ownership module's proofs and the
 * submissions' link, one statement for the whole directory. Raw for DISTINCT ON.
 */
export const VERIFIED_OWNER_EVIDENCE = `
  SELECT DISTINCT ON (s.project_id) s.project_id AS "projectId", o.evidence
  FROM ownership_proofs o
  JOIN project_submissions s ON s.id = o.submission_id
  WHERE o.status = 'verified' AND s.project_id = ANY($1::int[])
  ORDER BY s.project_id, (o.method = 'signature') DESC, o.id`;
