// Admin lists at scale in `npm run bench`: 100,000 project submissions, 100,000 audit entries and
// 20,000 partner profiles (with their accounts) seeded with generate_series into the bench's own
// database; then a filtered and searched admin list page, first page and page 50 (reached by
// following the Link header), under autocannon at 50 connections, and the plan of every list query
// those pages ran (EXPLAIN (GENERIC_PLAN, FORMAT JSON) of the statements pg_stat_statements saw).
import { alternatingLoads, runsText } from './api.mjs';
import { sessionCookieOf, startBenchApp } from './support.mjs';

export const ADMIN_LISTS_TARGETS = { p99Ms: 25, page50ToFirst: 1.2 };
const LIST = '/api/project-submissions/all?status=pending&category=DeFi&q=swap';
const ADMIN = { username: 'bench_admin', password: 'bench-admin-password' };

export async function seed(database) {
  await database.query(`
    INSERT INTO users (username, password_hash, role, created_at)
    SELECT 'partner_' || n, 'not-a-hash', 'user', now() - (n || ' minutes')::interval FROM generate_series(1, 20000) AS n`);
  await database.query(`
    INSERT INTO partner_profiles (user_id, company_name, website, description, referral_code, status, created_at)
    SELECT u.id, 'Company ' || u.id, 'https://company' || u.id || '.example', 'Partner number ' || u.id, 'ref' || u.id,
           (ARRAY['pending', 'approved', 'rejected'])[1 + u.id % 3], u.created_at
    FROM users u WHERE u.username LIKE 'partner\\_%'`);
  // A third of the names contain "swap" so that the searched, filtered list is long (page 50 exists).
  await database.query(`
    INSERT INTO project_submissions (user_id, project_name, category, description, website, listing_type, payment_status, verification_status, created_at)
    SELECT (SELECT min(id) FROM users) + n % 20000,
           (ARRAY['Swap', 'Vault', 'Bridge'])[1 + n % 3] || ' project ' || n,
           (ARRAY['Exchanges', 'DeFi', 'NFT', 'Gaming', 'Infrastructure', 'Other'])[1 + (n / 3) % 6],
           'Project ' || n || ' does things on chain ' || md5(n::text),
           'https://p' || n || '.example',
           (ARRAY['free', 'featured', 'verified'])[1 + n % 7 % 3],
           'completed',
           (ARRAY['pending', 'approved', 'rejected', 'withdrawn'])[1 + (n / 2) % 4],
           now() - ((100000 - n) || ' minutes')::interval
    FROM generate_series(1, 100000) AS n`);
  await database.query(`
    INSERT INTO audit_log (admin_id, admin_username, action, target_type, target_id, target_label, outcome, notes, created_at)
    SELECT NULL, 'admin' || n % 5, (ARRAY['partner.approve', 'project-submission.reject', 'user.disable'])[1 + n % 3],
           (ARRAY['partner', 'project-submission', 'user'])[1 + n % 3], n, 'Target ' || n, 'done', 'Note ' || md5(n::text),
           now() - ((100000 - n) || ' seconds')::interval
    FROM generate_series(1, 100000) AS n`);
  // Vacuumed now, so autovacuum does not start on the freshly loaded tables while they are measured.
  await database.query('VACUUM ANALYZE');
}

async function signIn(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status}`);
  return sessionCookieOf(response);
}

/** The path of page `page` (from 1), following the Link header from the first. */
async function pagePath(url, cookie, page) {
  let path = LIST;
  for (let index = 1; index < page; index += 1) {
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    const next = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '');
    if (!next) throw new Error(`the list ended before page ${page}`);
    path = next[1];
  }
  return path;
}

function indexesOf(plan, found = { indexes: new Set(), seqScans: new Set() }) {
  if (plan['Index Name']) found.indexes.add(plan['Index Name']);
  if (plan['Node Type'] === 'Seq Scan') found.seqScans.add(plan['Relation Name']);
  for (const child of plan.Plans ?? []) indexesOf(child, found);
  return found;
}

/**
 * pg_stat_statements turns every constant into a parameter, including the field of
 * extract(epoch from …), which EXPLAIN cannot parse: put the field back and renumber the rest.
 */
function explainable(query) {
  const fixed = query.replace(/extract\(\$\d+ from/gi, 'extract(epoch from');
  const numbers = [...new Set([...fixed.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])))].sort((a, b) => a - b);
  return fixed.replace(/\$(\d+)/g, (_, number) => `$${numbers.indexOf(Number(number)) + 1}`);
}

/**
 * Every statement on project_submissions recorded since the last reset (the walk to page 50, made
 * while the list's cache was empty), with the indexes its plan uses.
 */
async function plans(database) {
  const { rows } = await database.query(
    `SELECT query FROM pg_stat_statements WHERE query ILIKE '%project_submissions%' AND query NOT ILIKE '%pg_stat_statements%'`,
  );
  const explained = [];
  for (const { query: normalized } of rows) {
    const query = explainable(normalized);
    let plan;
    try {
      [
        {
          'QUERY PLAN': [plan],
        },
      ] = (await database.query(`EXPLAIN (GENERIC_PLAN, FORMAT JSON) ${query}`)).rows;
    } catch (error) {
      throw new Error(`cannot explain ${query}: ${error.message}`);
    }
    const { indexes, seqScans } = indexesOf(plan.Plan);
    explained.push({
      kind: /count\(/i.test(query)
        ? 'count'
        : /\(\s*"?submission"?\."?created_at"?\s*,/i.test(query) && /[<>]\s*\(/.test(query)
          ? 'page after a cursor'
          : 'first page',
      indexes: [...indexes],
      seqScans: [...seqScans],
      usesIndex: indexes.size > 0 && seqScans.size === 0,
    });
  }
  return explained;
}

/**
 * What a page costs when it is not in the cache (the first read after a change): the same page
 * with another `limit` is another cache key, so each of these reads goes to the database.
 */
async function missLatency(url, cookie, path) {
  const times = [];
  for (let limit = 21; limit <= 40; limit += 1) {
    const target = new URL(path, url);
    target.searchParams.set('limit', String(limit));
    const started = process.hrtime.bigint();
    const response = await fetch(target, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[times.length / 2], max: times[times.length - 1] };
}

export async function measureAdminLists() {
  const { url, postgres, stop } = await startBenchApp('admin-lists', {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    console.log('Seeding 100,000 project submissions, 100,000 audit entries and 20,000 partners...');
    const seeding = Date.now();
    await seed(postgres.client);
    const seedSeconds = (Date.now() - seeding) / 1000;
    const cookie = await signIn(url);
    await postgres.client.query('SELECT pg_stat_statements_reset()');
    const first = await pagePath(url, cookie, 1);
    const fiftieth = await pagePath(url, cookie, 50);
    const explained = await plans(postgres.client);
    const misses = { first: await missLatency(url, cookie, first), page50: await missLatency(url, cookie, fiftieth) };
    const total = Number((await fetch(`${url}${first}`, { headers: { cookie } })).headers.get('x-total-count'));
    const pages = await alternatingLoads(
      {
        first: { url: `${url}${first}`, headers: { cookie } },
        page50: { url: `${url}${fiftieth}`, headers: { cookie } },
      },
      {
        announce: (name, round) =>
          console.log(`Loading ${name === 'first' ? 'the first page' : 'page 50'} of ${LIST} (round ${round + 1})...`),
      },
    );
    return { list: LIST, total, seedSeconds, ...pages, misses, plans: explained };
  } finally {
    await stop();
  }
}

/** The report section; `check(ok, what)` marks a target met or missed. */
export function adminListsSection(result, check) {
  const { first, page50, plans: explained } = result;
  const ratio = page50.p99 / first.p99;
  const row = (name, measured) =>
    `| ${name} | ${Math.round(measured.requestsPerSecond).toLocaleString('en-US')} | ${measured.p50} / ${measured.p99} ` +
    `${check(measured.p99 <= ADMIN_LISTS_TARGETS.p99Ms, `admin list ${name}: p99 ${measured.p99} ms`)} | ${measured.errors} ${check(measured.errors === 0, `admin list ${name}: ${measured.errors} errors`)} | ` +
    `${runsText(measured)} |`;
  return [
    '',
    '## Admin lists at scale',
    '',
    `100,000 project submissions, 100,000 audit entries and 20,000 partner profiles with their accounts, seeded with`,
    `generate_series in ${result.seedSeconds.toFixed(1)} s. Signed in as an admin, autocannon 50 connections, after a 2 s warm-up of each:`,
    `\`GET ${result.list}\` (${result.total.toLocaleString('en-US')} matches, 20 a page), its first page and page 50`,
    '(the cursor reached by following the `Link` header 49 times), in alternating 10 s runs, three each; medians.',
    '',
    '| Page | req/s (median) | p50 / p99 ms (medians; target p99 ≤ 25) | Errors | runs: req/s (p99 ms) |',
    '|---|---|---|---|---|',
    row('first page', first),
    row('page 50', page50),
    '',
    'Pages and totals are served from the change-notified cache until `project_submissions` changes. A page that is not',
    `in it (the first read after a change) reads the page and its COUNT from the database: first page median ${result.misses.first.median.toFixed(1)} ms`,
    `(max ${result.misses.first.max.toFixed(1)}), page 50 median ${result.misses.page50.median.toFixed(1)} ms (max ${result.misses.page50.max.toFixed(1)}), one request at a time, 20 each.`,
    '',
    `Page 50 p99 over first-page p99 (medians): **${ratio.toFixed(2)}** (target ≤ ${ADMIN_LISTS_TARGETS.page50ToFirst}) ` +
      check(ratio <= ADMIN_LISTS_TARGETS.page50ToFirst, `admin list page 50 p99 ${ratio.toFixed(2)}× the first page`),
    '',
    'Plans of the statements the walk to page 50 ran (`EXPLAIN (GENERIC_PLAN, FORMAT JSON)` of what pg_stat_statements recorded):',
    '',
    '| Statement | Indexes used | Sequential scans | Uses an index |',
    '|---|---|---|---|',
    ...explained.map(
      (plan) =>
        `| ${plan.kind} | ${plan.indexes.join(', ') || 'none'} | ${plan.seqScans.join(', ') || 'none'} | ` +
        `${plan.usesIndex ? 'yes' : 'no'} ${check(plan.usesIndex, `admin list ${plan.kind} query does not use an index`)} |`,
    ),
  ];
}
