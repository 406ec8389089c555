import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followLink } from './support/browser-request';
import { eventually } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

/** Follows the referral link and answers the attribution cookie it sets. */
async function attributionFor(code: string): Promise<string> {
  const response = await followLink(`${app.baseUrl}/r/${code}`, { 'user-agent': BROWSER });
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('ref='))!
    .split(';')[0];
}

async function conversionsOf(code: string): Promise<number> {
  const [row] = await app.query<{ conversions: number }>('SELECT conversions FROM referrals WHERE code = $1', [code]);
  return row.conversions;
}

async function usersNamed(username: string): Promise<number> {
  const rows = await app.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
  return rows.length;
}

describe('signup and referral conversion', () => {
  /**
   * A database-level fault: inserting into referral_conversions raises, always or only the first
   * time (a sequence counts the attempts outside any transaction, so an undone attempt still counts).
   */
  async function failConversionInserts(mode: 'always' | 'once'): Promise<() => Promise<void>> {
    await app.query('CREATE SEQUENCE IF NOT EXISTS conversion_fault_attempts');
    await app.query(`
      CREATE OR REPLACE FUNCTION conversion_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${mode === 'always' ? 'true' : "nextval('conversion_fault_attempts') = 1"} THEN
          RAISE EXCEPTION 'conversion store unavailable';
        END IF;
        RETURN NEW;
      END $$`);
    await app.query(
      'CREATE TRIGGER conversion_fault BEFORE INSERT ON referral_conversions FOR EACH ROW EXECUTE FUNCTION conversion_fault()',
    );
    return async () => {
      await app.query('DROP TRIGGER IF EXISTS conversion_fault ON referral_conversions');
      await app.query('DROP SEQUENCE IF EXISTS conversion_fault_attempts');
    };
  }

  const signUp = (username: string, cookie: string) =>
    app.client().post('/api/auth/signup', { username, password: 'secret1' }, { headers: { cookie } });

  async function canLogIn(username: string): Promise<boolean> {
    const client = app.client();
    return (await client.post('/api/auth/login', { username, password: 'secret1' })).status === 200;
  }

  it('creates the account when crediting the referral fails, and a job credits it afterwards', async () => {
    await app.partner('FAULT-ONCE');
    const cookie = await attributionFor('FAULT-ONCE');
    const removeFault = await failConversionInserts('once');
    try {
      const signup = await signUp('fault_once', cookie);
      expect(signup.status).toBe(201);
      expect(signup.body).toMatchObject({
        success: true,
        message: 'Account created',
        user: { username: 'fault_once', role: 'user' },
      });
      expect(signup.headers.getSetCookie().some((value) => value.startsWith('sid='))).toBe(true);
      // The attribution cookie is cleared: the job has what it said.
      expect(signup.headers.getSetCookie().some((value) => /^ref=;/.test(value))).toBe(true);
      expect(await usersNamed('fault_once')).toBe(1);
      expect(await canLogIn('fault_once')).toBe(true);

      await eventually(async () => ((await conversionsOf('FAULT-ONCE')) === 1 ? true : undefined));
      await app.jobsSettled();
      const rows = await app.query(
        `SELECT 1 FROM referral_conversions JOIN users ON users.id = referral_conversions.user_id WHERE users.username = 'fault_once'`,
      );
      expect(rows).toHaveLength(1);
    } finally {
      await removeFault();
    }
  });

  it('creates the account while crediting keeps failing; the job queue retries the credit until it goes through', async () => {
    await app.partner('FAULT-ALWAYS');
    const cookie = await attributionFor('FAULT-ALWAYS');
    const removeFault = await failConversionInserts('always');
    try {
      const signup = await signUp('fault_always', cookie);
      expect(signup.status).toBe(201);
      expect(await usersNamed('fault_always')).toBe(1);
      expect(await canLogIn('fault_always')).toBe(true);
      expect(await conversionsOf('FAULT-ALWAYS')).toBe(0);
      // The job ran, failed on the same fault, and waits to be retried.
      await eventually(async () => {
        const [job] = await app.query<{ state: string; retry_count: number }>(
          `SELECT state, retry_count FROM pgboss.job WHERE name = 'referral-conversion' AND data->>'code' = 'FAULT-ALWAYS'`,
        );
        return job?.state === 'retry' && job.retry_count >= 1 ? true : undefined;
      });
    } finally {
      await removeFault();
    }
    await eventually(async () => ((await conversionsOf('FAULT-ALWAYS')) === 1 ? true : undefined), 45_000);
  }, 60_000);

  it('counts a conversion exactly once when the same signup races with itself', async () => {
    await app.partner('ONCE-ONLY');
    const cookie = await attributionFor('ONCE-ONLY');
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () =>
        app
          .client()
          .post('/api/auth/signup', { username: 'racing_signup', password: 'secret1' }, { headers: { cookie } }),
      ),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await usersNamed('racing_signup')).toBe(1);
    expect(await conversionsOf('ONCE-ONLY')).toBe(1);
    const rows = await app.query(
      `SELECT 1 FROM referral_conversions JOIN users ON users.id = referral_conversions.user_id WHERE users.username = 'racing_signup'`,
    );
    expect(rows).toHaveLength(1);
  });
});

describe('auth error answers say nobody is signed in', () => {
  it('adds user: null to the errors of the auth routes only, whatever raised them there', async () => {
    const wrong = await app.client().post('/api/auth/login', { username: 'nobody_here', password: 'secret1' });
    expect(wrong.body).toEqual({ success: false, message: 'Invalid username or password', user: null });
    const invalid = await app.client().post('/api/auth/signup', { username: 'x', password: 'secret1' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ success: false, user: null });
    const elsewhere = await app.client().get('/api/referrals');
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body).toEqual({ success: false, message: 'Authentication required' });
    // Before routing there is no route to ask: an unknown path under /api/auth keeps the plain shape.
    const unknownAuthPath = await app.client().get('/api/auth/no-such-route');
    expect(unknownAuthPath.status).toBe(404);
    expect(unknownAuthPath.body).toEqual({ success: false, message: 'Cannot GET /api/auth/no-such-route' });
  });
});
