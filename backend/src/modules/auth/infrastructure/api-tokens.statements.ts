// Hand-written SQL of the API tokens: a row lock, a count with a time condition, and conditional
// updates that answer what they changed.

/**
 * Row lock FOR NO KEY UPDATE on the owner, so two creations cannot both pass the limit; foreign-key checks on the
 * user are not held up.
 */
export const LOCK_TOKEN_OWNER = 'SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE';

/** The owner's active tokens: unrevoked and unexpired, compared with the database's now(). */
export const COUNT_ACTIVE_TOKENS = `SELECT count(*)::int AS count FROM api_tokens
       WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`;

/** Conditional update returning the revocation time, only when the token was not revoked yet. */
export const REVOKE_TOKEN = `UPDATE api_tokens SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING revoked_at`;

/** Revokes every live token of an account at the database's now(). */
export const REVOKE_ALL_TOKENS = `UPDATE api_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`;

/** At most one write a minute per token: the condition on last_used_at is the database's own clock. */
export const RECORD_TOKEN_USE = `UPDATE api_tokens SET last_used_at = now()
       WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`;
