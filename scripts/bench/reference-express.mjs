// The comparison point for the API benchmark: the same queries answered by a plain
// Express 5 app with the same pg pool size, as a team would write without our layers.
import connectPgSimple from 'connect-pg-simple';
import express from 'express';
import session from 'express-session';
import pg from 'pg';

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

app.listen(Number(PORT), '127.0.0.1', () => process.send?.('ready'));
