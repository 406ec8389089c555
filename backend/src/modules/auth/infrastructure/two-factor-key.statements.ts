// Hand-written SQL of the two-factor key in app_settings, run on the DataSource at start-up
// (app_settings has no entity).

/** Insert unless present (ON CONFLICT DO NOTHING), so instances starting together keep the first key. */
export const INSERT_TWO_FACTOR_KEY = `INSERT INTO app_settings (key, value) VALUES ('two_factor_key', $1) ON CONFLICT (key) DO NOTHING`;

/** The key every instance uses. */
export const SELECT_TWO_FACTOR_KEY = `SELECT value FROM app_settings WHERE key = 'two_factor_key'`;
