// Hand-written SQL of the sign-in nonces: taking one is a DELETE … RETURNING, so a nonce is used once
// even when two requests carry it at the same time.

export const INSERT_NONCE = 'INSERT INTO sign_in_nonces (nonce, session_id, expires_at) VALUES ($1, $2, $3)';

/** Nonces expired for a minute or more are of no use to anyone. */
export const DELETE_EXPIRED_NONCES = `DELETE FROM sign_in_nonces WHERE expires_at < now() - interval '1 minute'`;

export const TAKE_NONCE = `DELETE FROM sign_in_nonces WHERE nonce = $1
       RETURNING nonce AS value, session_id AS "sessionId", expires_at AS "expiresAt"`;
