// API tokens in `npm run bench`: the signed-in read GET /api/auth/user with a bearer token against
// the same read with a session cookie, on one app, in alternating autocannon runs (the machine is
// shared, so each side gets several runs and the medians are compared), plus the database queries
// a bearer read causes (token lookup, last use, rate-limit slices) counted with pg_stat_statements.
import { alternatingLoads } from './api.mjs';
import { sessionCookieOf, startBenchApp } from './support.mjs';

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
  const { url, postgres, stop } = await startBenchApp('tokens');
  try {
    const signup = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench_tokens', password: 'bench-password' }),
    });
    const cookie = sessionCookieOf(signup);
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
    await stop();
  }
}
