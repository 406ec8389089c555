import { SESSION_TABLE } from './session.middleware';

// Hand-written SQL of the sessions: the rows are connect-pg-simple's (no entity) and the signing
// secret lives in app_settings (no entity either).

/** Insert unless present (ON CONFLICT DO NOTHING), so instances starting together keep the first secret. */
export const INSERT_SESSION_SECRET = `INSERT INTO app_settings (key, value) VALUES ('session_secret', $1) ON CONFLICT (key) DO NOTHING`;

/** The secret every instance signs cookies with. */
export const SELECT_SESSION_SECRET = `SELECT value FROM app_settings WHERE key = 'session_secret'`;

/** An account's live sessions: connect-pg-simple's rows, by the generated user_id column. */
export const LIST_USER_SESSIONS = `SELECT sid, sess FROM ${SESSION_TABLE} WHERE user_id = $1 AND expire > now()`;

/** One session of an account, answering how many rows went. */
export const DELETE_USER_SESSION = `DELETE FROM ${SESSION_TABLE} WHERE user_id = $1 AND sid = $2`;

/** Every session of an account but the kept one (none when $2 is null), answering how many went. */
export const DELETE_USER_SESSIONS_EXCEPT = `DELETE FROM ${SESSION_TABLE} WHERE user_id = $1 AND sid IS DISTINCT FROM $2`;
