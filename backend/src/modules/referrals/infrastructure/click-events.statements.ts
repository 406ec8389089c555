// The click statements on their own, without Nest or TypeORM, so that the benchmark's plain-Express
// reference (scripts/bench/reference-express.mjs) runs exactly the SQL the app runs.

/** A direct visit (no referrer, or this site) in the referrer-host rollup. */
export const DIRECT_REFERRER = '(direct)';

/**
 * One statement per click: the exclusion (owner, admin, partner standing, a repeat within the
 * hour), the visit row, referrals.clicks, the event and both rollups are decided and written
 * together, so concurrent clicks are neither lost nor double counted and the rollups always equal
 * the events. The order of exclusions: what the request is (not-navigation, bot), who sends it
 * (own, admin), the address's rate limit, the partner's standing, then the hourly repeat.
 */
export const RECORD_CLICK = `
  WITH referral AS (
    SELECT referrals.id, referrals.partner_id,
      CASE
        WHEN $3::text IS NOT NULL THEN $3::text
        WHEN partner_profiles.user_id = $4::integer THEN 'own'
        WHEN $5::boolean THEN 'admin'
        WHEN $6::boolean THEN 'rate-limit'
        WHEN partner_profiles.status NOT IN ('pending', 'approved') THEN 'inactive'
      END AS exclusion
    FROM referrals JOIN partner_profiles ON partner_profiles.id = referrals.partner_id
    WHERE lower(referrals.code) = lower($1)
  ), visit AS (
    INSERT INTO referral_visits (referral_id, visitor, last_counted_at)
    SELECT id, $2, now() FROM referral WHERE exclusion IS NULL
    ON CONFLICT (referral_id, visitor) DO UPDATE SET last_counted_at = now()
      WHERE referral_visits.last_counted_at <= now() - interval '1 hour'
    RETURNING referral_id
  ), counted AS (
    UPDATE referrals SET clicks = clicks + 1 WHERE id IN (SELECT referral_id FROM visit) RETURNING id
  ), event AS (
    INSERT INTO referral_click_events
      (referral_id, visitor, referrer_host, landing_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content, excluded)
    SELECT id, $2, $7, $8, $9, $10, $11, $12, $13,
      CASE WHEN exclusion IS NOT NULL THEN exclusion WHEN EXISTS (SELECT 1 FROM counted) THEN NULL ELSE 'duplicate' END
    FROM referral
    RETURNING id, referral_id, (occurred_at AT TIME ZONE 'UTC')::date AS day, excluded
  ), daily AS (
    INSERT INTO referral_daily_stats AS stats (referral_id, day, clicks, raw_clicks, excluded_bot, excluded_duplicate,
      excluded_own, excluded_admin, excluded_rate_limit, excluded_not_navigation, excluded_inactive)
    SELECT referral_id, day, (excluded IS NULL)::int, 1, (excluded IS NOT DISTINCT FROM 'bot')::int, (excluded IS NOT DISTINCT FROM 'duplicate')::int,
      (excluded IS NOT DISTINCT FROM 'own')::int, (excluded IS NOT DISTINCT FROM 'admin')::int, (excluded IS NOT DISTINCT FROM 'rate-limit')::int,
      (excluded IS NOT DISTINCT FROM 'not-navigation')::int, (excluded IS NOT DISTINCT FROM 'inactive')::int
    FROM event
    ON CONFLICT (referral_id, day) DO UPDATE SET
      clicks = stats.clicks + EXCLUDED.clicks,
      raw_clicks = stats.raw_clicks + 1,
      excluded_bot = stats.excluded_bot + EXCLUDED.excluded_bot,
      excluded_duplicate = stats.excluded_duplicate + EXCLUDED.excluded_duplicate,
      excluded_own = stats.excluded_own + EXCLUDED.excluded_own,
      excluded_admin = stats.excluded_admin + EXCLUDED.excluded_admin,
      excluded_rate_limit = stats.excluded_rate_limit + EXCLUDED.excluded_rate_limit,
      excluded_not_navigation = stats.excluded_not_navigation + EXCLUDED.excluded_not_navigation,
      excluded_inactive = stats.excluded_inactive + EXCLUDED.excluded_inactive
  ), sources AS (
    INSERT INTO referral_daily_sources AS sources (referral_id, day, dimension, value, clicks)
    SELECT event.referral_id, event.day, source.dimension, source.value, 1
    FROM event CROSS JOIN LATERAL (VALUES ('host', coalesce($7, '${DIRECT_REFERRER}')), ('path', $8)) AS source (dimension, value)
    WHERE event.excluded IS NULL
    ON CONFLICT (referral_id, day, dimension, value) DO UPDATE SET clicks = sources.clicks + 1
  )
  SELECT event.id::text AS "eventId", event.excluded AS exclusion, referral.partner_id AS "partnerId" FROM event, referral`;

/** SET LOCAL: this transaction commits without waiting for the WAL flush; the entity API has no way to say it. */
export const SYNCHRONOUS_COMMIT_OFF = 'SET LOCAL synchronous_commit TO OFF';

/**
 * Batched delete: at most $2 events older than $1 days, counted in the same statement (DELETE has no LIMIT, and
 * the entity API deletes all matching rows at once).
 */
export const DELETE_CLICK_EVENTS_OLDER_THAN = `WITH gone AS (
         DELETE FROM referral_click_events WHERE id IN (
           SELECT id FROM referral_click_events WHERE occurred_at < now() - make_interval(days => $1) LIMIT $2
         ) RETURNING 1
       )
       SELECT count(*)::int AS deleted FROM gone`;
