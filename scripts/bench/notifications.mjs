// Notifications in `npm run bench`: a moderation decision's latency with notifications against
// the product as it was before them (BASELINE_COMMIT, built in a temporary worktree in the same
// run), and how long 1,000 queued notifications take to drain.
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort, pause, ROOT, startNode, startPostgres, tempDir, waitHealthy } from './support.mjs';

/** The last commit before notifications existed. */
export const BASELINE_COMMIT = '65103a9';
const DECISIONS = 200;
const QUEUED = 1000;
const require = createRequire(join(ROOT, 'backend/package.json'));
const PgBoss = require('pg-boss');
const pg = require('pg');

async function buildBaseline() {
  const directory = await tempDir('bench-baseline-');
  execFileSync('git', ['worktree', 'add', '--detach', directory, BASELINE_COMMIT], { cwd: ROOT, stdio: 'ignore' });
  symlinkSync(join(ROOT, 'node_modules'), join(directory, 'node_modules'));
  if (existsSync(join(ROOT, 'backend/node_modules')))
    symlinkSync(join(ROOT, 'backend/node_modules'), join(directory, 'backend/node_modules'));
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'backend/tsconfig.build.json'], {
    cwd: directory,
    stdio: 'inherit',
  });
  return {
    main: join(directory, 'backend/dist/main.js'),
    async remove() {
      execFileSync('git', ['worktree', 'remove', '--force', directory], { cwd: ROOT, stdio: 'ignore' });
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function createDatabase(postgres, name) {
  await postgres.client.query(`CREATE DATABASE ${name}`);
  return postgres.url.replace(/\/app$/, `/${name}`);
}

async function startApp(main, databaseUrl, extraEnv = {}) {
  const port = await freePort();
  const app = startNode(main, {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    RATE_LIMIT_SCALE: '1000000',
    ADMIN_USERNAME: 'bench_admin',
    ADMIN_PASSWORD: 'bench-password',
    DATA_DIR: await tempDir('bench-notify-'),
    STATIC_DIR: '/nonexistent',
    ...extraEnv,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url);
  return { app, url };
}

async function signIn(url, username, password, signup = false) {
  const response = await fetch(`${url}/api/auth/${signup ? 'signup' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('sid='))
    .split(';')[0];
}

const send = (url, method, path, cookie, body) =>
  fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });

/** Creates the submissions to decide, then returns a function that decides the next one and times it. */
async function prepareDecisions(url) {
  const admin = await signIn(url, 'bench_admin', 'bench-password');
  const owner = await signIn(url, 'bench_owner', 'bench-password', true);
  const ids = [];
  for (let index = 0; index < DECISIONS; index += 1) {
    const response = await send(url, 'POST', '/api/project-submissions', owner, {
      projectName: `Bench ${index}`,
      category: 'DeFi',
      description: 'A benchmark project submission.',
      website: 'https://bench.example',
      logo: 'https://bench.example/logo.png',
      twitter: '@bench',
      telegram: 't.me/bench',
      listingType: 'free',
    });
    ids.push((await response.json()).data.id);
  }
  return async () => {
    const id = ids.shift();
    const started = process.hrtime.bigint();
    const response = await send(url, 'PATCH', `/api/project-submissions/${id}/status`, admin, {
      verificationStatus: 'rejected',
      adminNotes: 'Benchmark',
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`decision answered ${response.status}`);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
}

const percentile = (values, fraction) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * fraction))];
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function measureDecisions(postgres) {
  console.log(`Building the baseline (${BASELINE_COMMIT})...`);
  const baseline = await buildBaseline();
  try {
    const current = await startApp(
      join(ROOT, 'backend/dist/main.js'),
      await createDatabase(postgres, 'decisions_current'),
    );
    const before = await startApp(baseline.main, await createDatabase(postgres, 'decisions_baseline'));
    const decideCurrent = await prepareDecisions(current.url);
    const decideBefore = await prepareDecisions(before.url);
    const times = { current: [], baseline: [] };
    // Alternating one by one, so that both see the same machine.
    for (let index = 0; index < DECISIONS; index += 1) {
      times.baseline.push(await decideBefore());
      times.current.push(await decideCurrent());
    }
    await Promise.all([current.app.stop(), before.app.stop()]);
    const summary = (values) => ({ mean: mean(values), p50: percentile(values, 0.5), p95: percentile(values, 0.95) });
    return { baseline: summary(times.baseline.slice(20)), current: summary(times.current.slice(20)) };
  } finally {
    await baseline.remove();
  }
}

async function measureDrain(postgres) {
  const databaseUrl = await createDatabase(postgres, 'drain');
  const { app, url } = await startApp(join(ROOT, 'backend/dist/main.js'), databaseUrl);
  await signIn(url, 'drain_owner', 'bench-password', true);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(`SELECT id FROM users WHERE username = 'drain_owner'`);
  await client.query(`UPDATE users SET email = 'owner@example.com', email_verified_at = now() WHERE id = $1`, [
    rows[0].id,
  ]);
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  const jobs = Array.from({ length: QUEUED }, (_, index) => ({
    name: 'notification',
    data: {
      eventId: `bench-${index}`,
      event: {
        type: 'project-submission.decided',
        submissionId: index,
        ownerUserId: rows[0].id,
        projectName: `Drain ${index}`,
        outcome: 'approved',
        adminNotes: null,
      },
    },
  }));
  const started = Date.now();
  await boss.insert(jobs);
  for (;;) {
    const {
      rows: [{ pending }],
    } = await client.query(
      `SELECT count(*)::int AS pending FROM pgboss.job WHERE name IN ('notification', 'mail') AND state IN ('created', 'retry', 'active')`,
    );
    const {
      rows: [{ sent }],
    } = await client.query(`SELECT count(*)::int AS sent FROM mail_deliveries`);
    if (pending === 0 && sent >= QUEUED) break;
    await pause(100);
  }
  const seconds = (Date.now() - started) / 1000;
  const {
    rows: [{ notifications }],
  } = await client.query(`SELECT count(*)::int AS notifications FROM notifications`);
  await boss.stop({ graceful: false, close: true });
  await client.end();
  await app.stop();
  return { queued: QUEUED, seconds, notifications };
}

export async function measureNotifications() {
  const postgres = await startPostgres();
  try {
    console.log('Timing moderation decisions...');
    const decisions = await measureDecisions(postgres);
    console.log('Draining 1,000 queued notifications...');
    const drain = await measureDrain(postgres);
    return { decisions, drain };
  } finally {
    await postgres.stop();
  }
}
