// Hand-written SQL of the referral conversions (referral_conversions has no entity): each statement
// reads or writes several tables at once, which the entity API cannot do in one round trip.

/** The columns of a stored conversion, shared with the QueryBuilder of the review list. */
export const STORED_COLUMNS = `
  conversion.user_id AS "userId", account.username, conversion.referral_id AS "referralId", referral.code AS "referralCode",
  referral.partner_id AS "partnerId", profile.user_id AS "ownerUserId", profile.company_name AS "companyName",
  referral.campaign_id AS "campaignId", conversion.converted_at AS "convertedAt", conversion.status, conversion.flags,
  conversion.client_address AS "clientAddress", conversion.user_agent AS "userAgent",
  conversion.reviewed_at AS "reviewedAt", conversion.review_note AS "reviewNote"`;

/** A conversion with its account, referral link and partner profile. */
const STORED_FROM = `
  referral_conversions conversion
  JOIN users account ON account.id = conversion.user_id
  JOIN referrals referral ON referral.id = conversion.referral_id
  JOIN partner_profiles profile ON profile.id = referral.partner_id`;

/**
 * A link that may be credited: joins the owner's profile for its standing and so that an owner cannot convert
 * their own link.
 */
export const FIND_CONVERTIBLE = `SELECT referrals.id AS "referralId", referrals.code, referrals.partner_id AS "partnerId",
              partner_profiles.user_id AS "ownerUserId", referrals.campaign_id AS "campaignId"
       FROM referrals JOIN partner_profiles ON partner_profiles.id = referrals.partner_id
       WHERE lower(referrals.code) = lower($1) AND partner_profiles.user_id <> $2
         AND partner_profiles.status IN ('pending', 'approved')`;

/** Every fraud signal of a signup in one round trip: scalar subqueries over two tables. */
export const CONVERSION_SIGNALS = `SELECT
         EXISTS (SELECT 1 FROM referral_click_events WHERE referral_id = $1 AND visitor = $2 AND excluded = 'own') AS own,
         (SELECT count(*) FROM referral_conversions
          WHERE client_address = $3 AND converted_at > now() - make_interval(hours => $5))::int AS address,
         (SELECT count(*) FROM referral_conversions
          WHERE visitor = $2 AND converted_at > now() - make_interval(days => $6))::int AS visitor,
         (SELECT count(*) FROM referral_conversions
          WHERE referral_id = $1 AND converted_at > now() - make_interval(mins => $7))::int AS burst,
         (SELECT id::text FROM referral_click_events WHERE id = $4::bigint AND referral_id = $1) AS click_event_id`;

/**
 * Atomic multi-table CTE: the conversion (once per account), the link's counter when it counts and its day's
 * rollup.
 */
export const INSERT_CONVERSION = `WITH conversion AS (
         INSERT INTO referral_conversions (user_id, referral_id, status, flags, click_event_id, visitor, client_address, user_agent)
         VALUES ($1, $2, $3, $4::text[], $5::bigint, $6, $7, $8)
         ON CONFLICT (user_id) DO NOTHING
         RETURNING referral_id, status, converted_at
       ), counted AS (
         UPDATE referrals SET conversions = conversions + 1
         WHERE id IN (SELECT referral_id FROM conversion WHERE status = 'counted')
         RETURNING id
       ), daily AS (
         INSERT INTO referral_daily_stats (referral_id, day, conversions, flagged_conversions)
         SELECT referral_id, (converted_at AT TIME ZONE 'UTC')::date, (status = 'counted')::int, (status = 'flagged')::int FROM conversion
         ON CONFLICT (referral_id, day) DO UPDATE SET
           conversions = referral_daily_stats.conversions + EXCLUDED.conversions,
           flagged_conversions = referral_daily_stats.flagged_conversions + EXCLUDED.flagged_conversions
         RETURNING referral_id
       )
       SELECT converted_at AS "convertedAt" FROM conversion`;

/** A stored conversion with its account, link and partner: a four-table join. */
export const FIND_CONVERSION = `SELECT ${STORED_COLUMNS} FROM ${STORED_FROM} WHERE conversion.user_id = $1`;

/**
 * Atomic multi-table CTE: decides a flagged conversion once and moves its rollup from flagged to the decided
 * column of its day.
 */
export const DECIDE_CONVERSION = `WITH decided AS (
         UPDATE referral_conversions SET status = $2, reviewed_by = $3, reviewed_at = now(), review_note = $4
         WHERE user_id = $1 AND status = 'flagged'
         RETURNING user_id, referral_id, status, converted_at
       ), counted AS (
         UPDATE referrals SET conversions = conversions + 1
         WHERE id IN (SELECT referral_id FROM decided WHERE status = 'counted')
         RETURNING id
       ), daily AS (
         UPDATE referral_daily_stats stats SET
           flagged_conversions = stats.flagged_conversions - 1,
           conversions = stats.conversions + (decided.status = 'counted')::int,
           voided_conversions = stats.voided_conversions + (decided.status = 'voided')::int
         FROM decided
         WHERE stats.referral_id = decided.referral_id AND stats.day = (decided.converted_at AT TIME ZONE 'UTC')::date
         RETURNING stats.referral_id
       )
       SELECT user_id FROM decided`;

/**
 * The link an account signed up through: referral_conversions has no entity, the conversion is counted by
 * INSERT_CONVERSION.
 */
export const SIGNUP_REFERRAL = `SELECT referral.code, conversion.converted_at AS "convertedAt"
       FROM referral_conversions conversion JOIN referrals referral ON referral.id = conversion.referral_id
       WHERE conversion.user_id = $1`;
