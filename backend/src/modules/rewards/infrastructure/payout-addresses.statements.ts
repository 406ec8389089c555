// Hand-written SQL of the payout addresses: the owner's row lock, and a change whose times are the database's.

/** Row lock FOR NO KEY UPDATE on the partner's account, so two changes cannot both pass the checks. */
export const LOCK_PAYOUT_OWNER = 'SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE';

/** A new change, requested now and effective after the hold (milliseconds), by the database's clock. */
export const ADD_CHANGE = `INSERT INTO payout_address_changes (user_id, address, chain_id, requested_at, effective_at, requested_from)
       VALUES ($1, $2, $3, now(), now() + make_interval(secs => $4::double precision / 1000), $5)
       RETURNING id`;

/** Cancels the partner's waiting changes, answering their ids. */
export const CANCEL_PENDING = `UPDATE payout_address_changes SET cancelled_at = now()
       WHERE user_id = $1 AND cancelled_at IS NULL AND effective_at > now()
       RETURNING id`;
