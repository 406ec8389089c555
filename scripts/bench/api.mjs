import { fork } from 'node:child_process';

export const ENDPOINTS = [
  { name: 'GET /api/projects', path: '/api/projects', signedIn: false },
  {
    name: 'GET /api/leaderboards/metric/volume?limit=20',
    path: '/api/leaderboards/metric/volume?limit=20',
    signedIn: false,
  },
  { name: 'GET /api/auth/user (signed in)', path: '/api/auth/user', signedIn: true },
];

/**
 * autocannon at `connections`; an answer other than 2xx (or, given `expectStatus: 302`, other than 3xx) is an error.
 * With `sequence` ([{ method, path, headers, body }]) each of its requests is sent once instead, for requests that
 * cannot be repeated (a sign-in uses up its nonce).
 * Each run gets a load generator process of its own (`load-process.mjs`): one process reused for run after
 * run got slower itself, and its later runs read a p99 several milliseconds higher on an unchanged server.
 */
export function load(url, headers = {}, { connections = 50, duration = 10, expectStatus, sequence } = {}) {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load-process.mjs', import.meta.url), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answered = false;
    child.once('message', (message) => {
      answered = true;
      if (message.error) reject(new Error(`autocannon: ${message.error}`));
      else resolve(message.result);
    });
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`the load generator exited with ${code} before answering`));
    });
    child.send({ url, headers, options: { connections, duration, expectStatus, sequence } });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Loads each of `targets` ({ name: { url, headers, expectStatus } }) in turn, `rounds` times, after
 * a 2 s warm-up of each: the machine is shared with the load generator and PostgreSQL and its speed
 * drifts from one run to the next, so each side gets several runs, alternating, and the medians
 * are compared. Every run is kept in `runs` for the report.
 */
export async function alternatingLoads(targets, { rounds = 3, duration = 10, announce = () => undefined } = {}) {
  for (const { url, headers, expectStatus } of Object.values(targets))
    await load(url, headers, { duration: 2, expectStatus });
  const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, { url, headers, expectStatus }] of Object.entries(targets)) {
      announce(name, round);
      runs[name].push(await load(url, headers, { duration, expectStatus }));
    }
  }
  const summary = (measured) => ({
    requestsPerSecond: median(measured.map((run) => run.requestsPerSecond)),
    p50: median(measured.map((run) => run.p50)),
    p99: median(measured.map((run) => run.p99)),
    errors: measured.reduce((sum, run) => sum + run.errors, 0),
    runs: measured,
  });
  return Object.fromEntries(Object.entries(runs).map(([name, measured]) => [name, summary(measured)]));
}

/** The runs of an alternatingLoads summary for the report: `req/s (p99 ms)` each. */
export function runsText(summary) {
  return summary.runs
    .map((run) => `${Math.round(run.requestsPerSecond).toLocaleString('en-US')} (${run.p99})`)
    .join(', ');
}

/** Counts, with pg_stat_statements, the session-table queries that requests cause. */
export async function sessionQueries(database, url, headers, requests = 200) {
  await database.query('SELECT pg_stat_statements_reset()');
  for (let index = 0; index < requests; index += 1) {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
  }
  const { rows } = await database.query(
    `SELECT query, calls::int FROM pg_stat_statements WHERE query ILIKE '%user_sessions%' AND query NOT ILIKE '%pg_stat_statements%'`,
  );
  const reads = rows.filter((row) => /^\s*select/i.test(row.query)).reduce((sum, row) => sum + row.calls, 0);
  const writes = rows
    .filter((row) => /^\s*(insert|update|delete)/i.test(row.query))
    .reduce((sum, row) => sum + row.calls, 0);
  return { readsPerRequest: reads / requests, writes };
}
