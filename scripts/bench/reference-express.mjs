// The comparison point for the API benchmark: the same queries answered by a plain
// Express 5 app with the same pg pool size, as a team would write without our layers.
import { createRequire } from 'node:module';
import connectPgSimple from 'connect-pg-simple';
import express from 'express';
import session from 'express-session';
import pg from 'pg';

// The app's own click statements, from the build: the reference writes exactly what the app writes.
const { RECORD_CLICK, SYNCHRONOUS_COMMIT_OFF } = createRequire(import.meta.url)(
  '../../backend/dist/modules/referrals/infrastructure/click-events.statements.js',
);
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
const DAY_MS = 24 * 60 * 60 * 1000;

const { DATABASE_URL, PORT, SESSION_SECRET } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 20 });
const PgStore = connectPgSimple(session);
const app = express();
app.disable('x-powered-by');

const LEADERBOARD = `
  WITH latest AS (
    SELECT DISTINCT ON (project_id) project_id, total_users, trading_volume, growth_score
    FROM project_insights ORDER BY project_id, recorded_at DESC, id DESC
  ), scored AS (
    SELECT project.id, project.name, latest.trading_volume AS score
    FROM latest JOIN projects project ON project.id = latest.project_id WHERE project.listed
  )
  SELECT id, (rank() OVER (ORDER BY score DESC))::int AS rank, name AS "entityName",
         'project' AS "entityType", 'volume' AS "metricType", score::float8 AS score
  FROM scored ORDER BY score DESC, name, id LIMIT $1`;

app.get('/api/projects', async (_request, response) => {
  const { rows } = await pool.query(
    `SELECT id, slug, name, category, description, verification_status = 'verified' AS verified, website, logo
     FROM projects WHERE listed ORDER BY name, id`,
  );
  response.json({ success: true, data: rows });
});

app.get('/api/leaderboards/metric/volume', async (request, response) => {
  const { rows } = await pool.query(LEADERBOARD, [Number(request.query.limit ?? 20)]);
  response.json({ success: true, data: rows });
});

app.get(
  '/api/auth/user',
  session({
    name: 'sid',
    secret: SESSION_SECRET,
    store: new PgStore({ pool, tableName: 'user_sessions', disableTouch: true, pruneSessionInterval: false }),
    resave: false,
    saveUninitialized: false,
  }),
  async (request, response) => {
    const userId = request.session.passport?.user;
    if (!userId) return response.status(401).json({ success: false, message: 'Not signed in', user: null });
    const { rows } = await pool.query('SELECT id, username, role FROM users WHERE id = $1', [userId]);
    response.json({ success: true, message: 'Signed in', user: rows[0] });
  },
);

// The shareable link as a team would write it: the click statement in a transaction that does not
// wait for the WAL flush (as the app's), the attribution cookies, a redirect to the same-site path.
app.get('/r/:code', async (request, response) => {
  const { code } = request.params;
  const visitor = /(?:^|;\s*)rvid=([a-f0-9]{32})/.exec(request.headers.cookie ?? '')?.[1] ?? 'anonymous';
  const to = typeof request.query.to === 'string' && /^\/(?![/\\])/.test(request.query.to) ? request.query.to : '/';
  const utm = UTM.map((name) =>
    typeof request.query[name] === 'string' ? request.query[name].trim().slice(0, 200) || null : null,
  );
  const client = await pool.connect();
  let recorded;
  try {
    await client.query('BEGIN');
    await client.query(SYNCHRONOUS_COMMIT_OFF);
    recorded = (await client.query(RECORD_CLICK, [code, visitor, null, null, false, false, null, to, ...utm])).rows[0];
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  if (recorded) {
    const options = { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 30 * DAY_MS };
    response.cookie('ref', code, options);
    response.cookie('refc', recorded.eventId, options);
    response.cookie('rvid', visitor, { ...options, maxAge: 365 * DAY_MS });
  }
  const landing = new URL(to, 'http://reference.invalid');
  UTM.forEach((name, index) => utm[index] && landing.searchParams.set(name, utm[index]));
  response.setHeader('Cache-Control', 'no-store');
  response.redirect(302, landing.pathname + landing.search);
});

app.listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
