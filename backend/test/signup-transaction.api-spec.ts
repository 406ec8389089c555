import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReferralConversionRepository } from '../src/modules/referrals/application/referral-conversion.repository';
import { followLink } from './support/browser-request';
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
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('ref='))!.split(';')[0];
}

async function conversionsOf(code: string): Promise<number> {
  const [row] = await app.query<{ conversions: number }>('SELECT conversions FROM referrals WHERE code = $1', [code]);
  return row.conversions;
}

async function usersNamed(username: string): Promise<number> {
  const rows = await app.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
  return rows.length;
}

describe('signup and referral conversion: one transaction', () => {
  it('creates no account when the conversion fails after the user insert', async () => {
    await app.partner('ROLLBACK-1');
    const cookie = await attributionFor('ROLLBACK-1');
    const conversions = app.get(ReferralConversionRepository);
    const failing = vi.spyOn(conversions, 'insert').mockRejectedValueOnce(new Error('conversion failed'));
    try {
      const signup = await app.client().post('/api/auth/signup', { username: 'rolled_back', password: 'secret1' }, { headers: { cookie } });
      expect(failing).toHaveBeenCalledTimes(1);
      expect(signup.status).toBe(500);
      expect(signup.headers.getSetCookie().some((value) => value.startsWith('sid='))).toBe(false);
    } finally {
      failing.mockRestore();
    }
    expect(await usersNamed('rolled_back')).toBe(0);
    expect(await conversionsOf('ROLLBACK-1')).toBe(0);

    // The same signup afterwards goes through, and counts.
    const retry = await app.client().post('/api/auth/signup', { username: 'rolled_back', password: 'secret1' }, { headers: { cookie } });
    expect(retry.status).toBe(201);
    expect(await usersNamed('rolled_back')).toBe(1);
    expect(await conversionsOf('ROLLBACK-1')).toBe(1);
  });

  it('counts a conversion exactly once when the same signup races with itself', async () => {
    await app.partner('ONCE-ONLY');
    const cookie = await attributionFor('ONCE-ONLY');
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.client().post('/api/auth/signup', { username: 'racing_signup', password: 'secret1' }, { headers: { cookie } }),
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
  it("adds user: null to the errors of the auth routes only, whatever raised them there", async () => {
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
