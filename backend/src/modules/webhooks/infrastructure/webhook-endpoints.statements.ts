// Hand-written SQL of the webhook endpoints.

const RETURNING = 'RETURNING partner_id, url, secret, created_at, updated_at';

/**
 * One statement, so two saves at once cannot both insert: an upsert that keeps the stored secret
 * ($3 is used only for a new endpoint) and returns the row as stored.
 */
export const UPSERT_ENDPOINT = `INSERT INTO webhook_endpoints (partner_id, url, secret) VALUES ($1, $2, $3)
       ON CONFLICT (partner_id) DO UPDATE SET url = EXCLUDED.url, updated_at = now() ${RETURNING}`;
