// Hand-written SQL of the accounts: the writes whose check and insert must be one statement.

/** The columns of a UserRecord, as RETURNING lists them. */
const USER_COLUMNS = 'id, username, password_hash AS "passwordHash", role, disabled_at AS "disabledAt"';

/** An account with its record back in one round trip (INSERT … RETURNING), inside signup's transaction. */
export const INSERT_USER = `INSERT INTO users (username, password_hash, role) VALUES ($1, $2, $3) RETURNING ${USER_COLUMNS}`;

/**
 * Upsert on the expression index lower(username), so that instances starting together cannot both insert the
 * admin.
 */
export const UPSERT_ADMIN = `INSERT INTO users (username, password_hash, role) VALUES ($1, $2, 'admin')
       ON CONFLICT ((lower(username))) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = 'admin', disabled_at = NULL
       RETURNING ${USER_COLUMNS}`;

/** Conditional insert: the check that no admin exists and the insert cannot be separated. */
export const CREATE_FIRST_ADMIN = `INSERT INTO users (username, password_hash, role)
       SELECT $1, $2, 'admin' WHERE NOT EXISTS (SELECT 1 FROM users WHERE role = 'admin')
       ON CONFLICT DO NOTHING
       RETURNING ${USER_COLUMNS}`;
