// Hand-written SQL of the wallets: the owner's row lock, and a use stamp written at most once a minute.

/**
 * Row lock FOR NO KEY UPDATE on the owner, so two links cannot both pass the limit, and an unlink
 * cannot leave an account without a way to sign in while another unlink runs.
 */
export const LOCK_WALLET_OWNER = 'SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE';

/** At most one write a minute per wallet: the condition on last_used_at is the database's own clock. */
export const RECORD_WALLET_USE = `UPDATE wallets SET last_used_at = now()
       WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`;
