// Referral tracking in `npm run bench`:
// - the shareable link `/r/{code}` under load against a plain Express app that runs the same click
//   statement (the app's own SQL, read from the build) on a pool of the same size and redirects;
// - the partner stats API over 1,000,000 click events (seeded with generate_series, with their
//   daily rollups) for a 90-day daily series, read with the partner's API token.
import { join } from 'node:path';
import { alternatingLoads, runsText } from './api.mjs';
import { freePort, ROOT, sessionCookieOf, startBenchApp, startNode } from './support.mjs';

export const REFERRAL_TARGETS = { linkRatioToExpress: 0.8, statsP99Ms: 25 };
const EVENTS = 1_000_000;
const LINKS = 20;
const DAYS = 400;
const PARTNER = { username: 'bench_partner', password: 'bench-password' };

async function json(response) {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A partner with LINKS referral links and a read-only API token, through the API as a user would. */
async function partnerWithLinks(url) {
  const signup = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PARTNER),
  });
  if (!signup.ok) throw new Error(`signup failed: ${signup.status}`);
  const cookie = sessionCookieOf(signup);
  const post = (path, body) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    }).then(json);
  await post('/api/partner/profile', {
    companyName: 'Bench Exchange',
    website: 'https://bench.example',
    description: 'Bench',
    referralCode: 'BENCH0',
  });
  const codes = [];
  for (let index = 1; index <= LINKS; index += 1) {
    codes.push(
      (await post('/api/referrals', { referralCode: `BENCH${index}`, clicks: 0, conversions: 0 })).data.referralCode,
    );
  }
  const { token } = (await post('/api/account/tokens', { name: 'Bench stats', scope: 'read' })).data;
  return { cookie, codes, token };
}

/** EVENTS click events over DAYS days on the partner's links, and the rollups the app keeps for them. */
export async function seedClicks(database) {
  await database.query(`
    INSERT INTO referral_click_events (referral_id, occurred_at, visitor, referrer_host, landing_path, utm_source, excluded)
    SELECT links.ids[1 + n % ${LINKS}],
           now() - ((n % (${DAYS} * 1440)) || ' minutes')::interval,
           md5(n::text),
           (ARRAY[NULL, 'twitter.com', 't.me', 'www.google.com', 'reddit.com', 'discord.com'])[1 + n % 6],
           (ARRAY['/', '/articles', '/articles/3', '/projects', '/leaderboards'])[1 + n % 5],
           (ARRAY[NULL, 'twitter', 'telegram'])[1 + n % 3],
           (ARRAY[NULL, NULL, NULL, NULL, NULL, NULL, 'bot', 'duplicate', 'not-navigation', 'own'])[1 + n % 10]
    FROM generate_series(1, ${EVENTS}) AS n,
         (SELECT array_agg(id ORDER BY id) AS ids FROM referrals WHERE code LIKE 'BENCH%' AND code <> 'BENCH0') AS links`);
  await database.query(`
    INSERT INTO referral_daily_stats (referral_id, day, clicks, raw_clicks, excluded_bot, excluded_duplicate, excluded_own, excluded_not_navigation)
    SELECT referral_id, (occurred_at AT TIME ZONE 'UTC')::date, count(*) FILTER (WHERE excluded IS NULL), count(*),
           count(*) FILTER (WHERE excluded = 'bot'), count(*) FILTER (WHERE excluded = 'duplicate'),
           count(*) FILTER (WHERE excluded = 'own'), count(*) FILTER (WHERE excluded = 'not-navigation')
    FROM referral_click_events GROUP BY 1, 2
    ON CONFLICT (referral_id, day) DO UPDATE SET
      clicks = referral_daily_stats.clicks + EXCLUDED.clicks, raw_clicks = referral_daily_stats.raw_clicks + EXCLUDED.raw_clicks,
      excluded_bot = referral_daily_stats.excluded_bot + EXCLUDED.excluded_bot,
      excluded_duplicate = referral_daily_stats.excluded_duplicate + EXCLUDED.excluded_duplicate,
      excluded_own = referral_daily_stats.excluded_own + EXCLUDED.excluded_own,
      excluded_not_navigation = referral_daily_stats.excluded_not_navigation + EXCLUDED.excluded_not_navigation`);
  await database.query(`
    INSERT INTO referral_daily_sources (referral_id, day, dimension, value, clicks)
    SELECT referral_id, day, dimension, value, count(*) FROM (
      SELECT referral_id, (occurred_at AT TIME ZONE 'UTC')::date AS day, 'host' AS dimension, coalesce(referrer_host, '(direct)') AS value
      FROM referral_click_events WHERE excluded IS NULL
      UNION ALL
      SELECT referral_id, (occurred_at AT TIME ZONE 'UTC')::date, 'path', landing_path FROM referral_click_events WHERE excluded IS NULL
    ) AS counted GROUP BY 1, 2, 3, 4
    ON CONFLICT (referral_id, day, dimension, value) DO UPDATE SET clicks = referral_daily_sources.clicks + EXCLUDED.clicks`);
  await database.query(`
    UPDATE referrals SET clicks = counted.clicks
    FROM (SELECT referral_id, sum(clicks)::int AS clicks FROM referral_daily_stats GROUP BY 1) AS counted
    WHERE referrals.id = counted.referral_id`);
  // Vacuumed now, so autovacuum does not start on the freshly loaded tables while they are measured.
  await database.query('VACUUM ANALYZE');
}

const isoDay = (date) => date.toISOString().slice(0, 10);

export async function measureReferrals() {
  const { url, postgres, stop } = await startBenchApp('referrals');
  let reference;
  try {
    const { codes, token } = await partnerWithLinks(url);

    // The link: a browser's top-level navigation, the same visitor each time (so the visit check,
    // the event and the rollups are all written), answered with a redirect.
    const link = `/r/${codes[0]}?to=%2Farticles%2F3&utm_source=bench`;
    const browser = {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
      cookie: 'rvid=0123456789abcdef0123456789abcdef',
    };
    const referencePort = await freePort();
    reference = startNode(
      join(ROOT, 'scripts/bench/reference-express.mjs'),
      { DATABASE_URL: postgres.url, PORT: String(referencePort) },
      { ipcReady: true },
    );
    await reference.ready;
    const links = await alternatingLoads(
      {
        ours: { url: `${url}${link}`, headers: browser, expectStatus: 302 },
        express: { url: `http://127.0.0.1:${referencePort}${link}`, headers: browser, expectStatus: 302 },
      },
      {
        announce: (side, round) =>
          console.log(`Loading ${side === 'ours' ? 'our' : 'the Express'} /r/{code} (round ${round + 1})...`),
      },
    );
    await reference.stop();
    reference = undefined;

    console.log(`Seeding ${EVENTS.toLocaleString('en-US')} click events and their rollups...`);
    const seeding = Date.now();
    await seedClicks(postgres.client);
    const seedSeconds = (Date.now() - seeding) / 1000;
    const to = new Date();
    const from = new Date(to.getTime() - 89 * 86_400_000);
    const statsPath = `/api/referrals/stats?from=${isoDay(from)}&to=${isoDay(to)}&interval=day`;
    const bearer = { authorization: `Bearer ${token}` };
    const sample = await json(await fetch(`${url}${statsPath}`, { headers: bearer }));
    const { stats } = await alternatingLoads(
      { stats: { url: `${url}${statsPath}`, headers: bearer } },
      { announce: (_, round) => console.log(`Loading the 90-day stats series (run ${round + 1})...`) },
    );
    const { rows } = await postgres.client.query('SELECT count(*)::int AS events FROM referral_click_events');
    return { links, seedSeconds, events: rows[0].events, statsPath, days: sample.data.series.length, stats };
  } finally {
    await reference?.stop();
    await stop();
  }
}

/** The report section; `check(ok, what)` marks a target met or missed. */
export function referralsSection(result, check) {
  const rps = (value) => Math.round(value).toLocaleString('en-US');
  const { ours, express } = result.links;
  const ratio = ours.requestsPerSecond / express.requestsPerSecond;
  return [
    '',
    '## Referral tracking',
    '',
    'The shareable link `/r/{code}?to=/articles/3&utm_source=bench`, opened as a browser navigation by one visitor, autocannon',
    '50 connections: every request records a click event, updates the daily rollups and redirects.',
    'Reference: a plain Express 5 app running the same click statement (read from the build) on a pool of the same size and',
    'redirecting (`scripts/bench/reference-express.mjs`). After a 2 s warm-up of each, alternating 10 s runs, three each; medians.',
    '',
    '| Server | req/s (median) | p50 / p99 ms (medians) | Non-302 answers | runs: req/s (p99 ms) |',
    '|---|---|---|---|---|',
    `| ours | ${rps(ours.requestsPerSecond)} | ${ours.p50} / ${ours.p99} | ${ours.errors} ${check(ours.errors === 0, `/r/{code}: ${ours.errors} errors`)} | ${runsText(ours)} |`,
    `| Express reference | ${rps(express.requestsPerSecond)} | ${express.p50} / ${express.p99} | ${express.errors} | ${runsText(express)} |`,
    '',
    `Ours over Express (medians): **${ratio.toFixed(2)}** (target ≥ ${REFERRAL_TARGETS.linkRatioToExpress}) ` +
      check(ratio >= REFERRAL_TARGETS.linkRatioToExpress, `/r/{code}: ${ratio.toFixed(2)}x Express`),
    '',
    `Stats: ${result.events.toLocaleString('en-US')} click events over ${LINKS} links and ${DAYS} days (seeded in ${result.seedSeconds.toFixed(1)} s with their`,
    `rollups); \`GET ${result.statsPath}\` (${result.days} days, all links) with the partner's read-only API token,`,
    'autocannon 50 connections, three 10 s runs after a 2 s warm-up; medians:',
    '',
    '| req/s (median) | p50 / p99 ms (medians; target p99 ≤ 25) | Errors | runs: req/s (p99 ms) |',
    '|---|---|---|---|',
    `| ${rps(result.stats.requestsPerSecond)} | ${result.stats.p50} / ${result.stats.p99} ` +
      `${check(result.stats.p99 <= REFERRAL_TARGETS.statsP99Ms, `referral stats: p99 ${result.stats.p99} ms`)} | ` +
      `${result.stats.errors} ${check(result.stats.errors === 0, `referral stats: ${result.stats.errors} errors`)} | ${runsText(result.stats)} |`,
  ];
}
