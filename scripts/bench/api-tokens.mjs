// API tokens in `npm run bench`: the signed-in read GET /api/auth/user with a bearer token against
// the same read with a session cookie, on one app, in alternating autocannon runs (the machine is
// shared, so each side gets several runs and the medians are compared), plus the database queries
// a bearer read causes (token lookup, last use, rate-limit slices) counted with pg_stat_statements.
import { join } from 'node:path';
import { alternatingLoads } from './api.mjs';
import { freePort, ROOT, startNode, startPostgres, tempDir, waitHealthy } from './support.mjs';

const SECONDS = 5;

async function queriesPerRequest(database, url, headers, requests = 500) {
  await database.query('SELECT pg_stat_statements_reset()');
  for (let index = 0; index < requests; index += 1) await (await fetch(url, { headers })).arrayBuffer();
  const { rows } = await database.query(
    `SELECT query, calls::int FROM pg_stat_statements
     WHERE query ~* '(api_tokens|rate_limit_counters|user_sessions|users)' AND query NOT ILIKE '%pg_stat_statements%'`,
  );
  return rows.reduce((sum, row) => sum + row.calls, 0) / requests;
}

export async function measureApiTokens() {
  const postgres = await startPostgres();
  const port = await freePort();
  const app = startNode(join(ROOT, 'backend/dist/main.js'), {
    DATABASE_URL: postgres.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    // As in the API measurements: limits far above the load, so every request is answered.
    RATE_LIMIT_SCALE: '1000000',
    DATA_DIR: await tempDir('bench-tokens-'),
    STATIC_DIR: '/nonexistent',
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url);
    const signup = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench_tokens', password: 'bench-password' }),
    });
    const cookie = signup.headers
      .getSetCookie()
      .find((value) => value.startsWith('sid='))
      .split(';')[0];
    const created = await fetch(`${url}/api/account/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Bench', scope: 'read' }),
    });
    const { token } = (await created.json()).data;
    const sides = { session: { cookie }, bearer: { authorization: `Bearer ${token}` } };
    const target = `${url}/api/auth/user`;

    const { session, bearer } = await alternatingLoads(
      { session: { url: target, headers: sides.session }, bearer: { url: target, headers: sides.bearer } },
      {
        duration: SECONDS,
        announce: (side, round) =>
          console.log(
            `Loading GET /api/auth/user with ${side === 'bearer' ? 'a bearer token' : 'a session cookie'} (round ${round + 1})...`,
          ),
      },
    );
    return {
      session,
      bearer,
      ratio: bearer.requestsPerSecond / session.requestsPerSecond,
      queriesPerRequest: {
        session: await queriesPerRequest(postgres.client, target, sides.session),
        bearer: await queriesPerRequest(postgres.client, target, sides.bearer),
      },
    };
  } finally {
    await app.stop();
    await postgres.stop();
  }
}
