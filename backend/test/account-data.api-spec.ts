import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

const article = {
  title: 'Verified users trade more',
  category: 'Trading',
  excerpt: 'Three lessons from onboarding verified traders.',
  content: '<p>Verified users <strong>trade</strong> more often.</p>',
  imageUrl: 'https://images.example/cover.png',
  status: 'pending',
};

/** A partner with a campaign, a referral, an article and a project submission of their own. */
async function busyPartner(label: string) {
  const partner = await app.partner();
  const { client, user } = partner;
  expect(
    (await client.post('/api/campaigns', { name: `${label} campaign`, description: 'd', budget: 10, status: 'draft' }))
      .status,
  ).toBe(201);
  expect((await client.post('/api/article-submissions', { ...article, title: `${label} article` })).status).toBe(201);
  expect(
    (
      await client.post('/api/project-submissions', {
        projectName: `${label} project`,
        category: 'DeFi',
        description: 'x',
      })
    ).status,
  ).toBe(201);
  await app.query(
    `INSERT INTO notifications (user_id, kind, title, body, dedupe_key) VALUES ($1, 'submission-decided', $2, 'Body', $3)`,
    [user.id, `${label} notification`, `${label}-${user.id}`],
  );
  return partner;
}

describe('GET /api/account/export', () => {
  it('downloads everything the account owns as one JSON file, and nothing of others', async () => {
    const mine = await busyPartner('Mine');
    const theirs = await busyPartner('Theirs');
    const email = `mine${mine.user.id}@example.com`;
    await app.query(`UPDATE users SET email = $2, email_verified_at = now() WHERE id = $1`, [mine.user.id, email]);
    await app.query(`INSERT INTO newsletter_subscriptions (email, status) VALUES ($1, 'active')`, [
      email.toUpperCase(),
    ]);
    await app.query(
      `INSERT INTO notification_preferences (user_id, kind, email) VALUES ($1, 'submission-decided', false)`,
      [mine.user.id],
    );
    await app.query(`UPDATE referrals SET clicks = 7, conversions = 2 WHERE partner_id = $1`, [mine.profileId]);

    const response = await mine.client.get('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="account-${mine.user.username}.json"`,
    );
    const data = JSON.parse(response.text);

    expect(data.account).toEqual({
      id: mine.user.id,
      username: mine.user.username,
      role: 'user',
      createdAt: expect.any(String),
      email,
      emailVerified: true,
    });
    expect(data.partnerProfile).toMatchObject({ id: mine.profileId, companyName: `${mine.user.username} Labs` });
    expect(data.referrals).toEqual([expect.objectContaining({ clicks: 7, conversions: 2 })]);
    expect(data.campaigns.map((campaign: { name: string }) => campaign.name)).toEqual(['Mine campaign']);
    expect(data.articleSubmissions.map((submission: { title: string }) => submission.title)).toEqual(['Mine article']);
    expect(data.projectSubmissions.map((submission: { projectName: string }) => submission.projectName)).toEqual([
      'Mine project',
    ]);
    expect(data.notifications.map((notification: { title: string }) => notification.title)).toContain(
      'Mine notification',
    );
    expect(data.notificationPreferences).toContainEqual({ kind: 'submission-decided', email: false });
    expect(data.newsletter).toMatchObject({ status: 'active' });

    expect(response.text).not.toContain('Theirs');
    expect(response.text).not.toContain(theirs.user.username);
    expect(response.text).not.toMatch(/password|\$argon2/i);
  });

  it("lists the payments recorded for the account's listings, without the admin who recorded them", async () => {
    const admin = await app.signedIn('admin');
    const paidSubmission = async () => {
      const owner = await app.signedIn();
      const submitted = await owner.client.post('/api/project-submissions', {
        projectName: `Paid listing ${owner.user.id}`,
        category: 'NFT',
        description: 'A featured listing.',
        listingType: 'featured',
      });
      expect(submitted.status).toBe(201);
      const paidOn = new Date().toISOString().slice(0, 10);
      const reference = `INV-${owner.user.id}`;
      const paid = await admin.client.post(`/api/project-submissions/${submitted.body.data.id}/payment`, {
        amount: 1250.5,
        reference,
        paidOn,
      });
      expect(paid.status).toBe(201);
      return { ...owner, submissionId: submitted.body.data.id as number, reference, paidOn };
    };
    const mine = await paidSubmission();
    const theirs = await paidSubmission();

    const response = await mine.client.get('/api/account/export');
    expect(response.status).toBe(200);
    const data = JSON.parse(response.text);
    expect(data.listingPayments).toEqual([
      {
        submissionId: mine.submissionId,
        amount: 1250.5,
        currency: 'USD',
        reference: mine.reference,
        paidOn: mine.paidOn,
        recordedAt: expect.any(String),
      },
    ]);
    expect(response.text).not.toContain(theirs.reference);
    expect(response.text).not.toContain(admin.user.username);
    expect(response.text).not.toMatch(/recordedBy/);
  });

  it("lists the quotes of the account's listings and the transactions it entered to pay them", async () => {
    const admin = await app.signedIn('admin');
    const owner = await app.signedIn();
    const submitted = await owner.client.post('/api/project-submissions', {
      projectName: `Quoted listing ${owner.user.id}`,
      category: 'NFT',
      description: 'A featured listing paid on chain.',
      listingType: 'featured',
    });
    const submissionId = submitted.body.data.id as number;
    const treasury = `0x${'ab'.repeat(20)}`;
    const txHash = `0x${'cd'.repeat(32)}`;
    const [quote] = await app.query<{ id: number }>(
      `INSERT INTO listing_quotes (submission_id, chain_id, token, token_symbol, token_decimals, amount, treasury, expires_at, issued_by)
       VALUES ($1, 8453, 'native', 'ETH', 18, 50000000000000000, $2, now() + interval '7 days', $3) RETURNING id`,
      [submissionId, treasury, admin.user.id],
    );
    await app.query(
      `INSERT INTO listing_chain_payments (submission_id, quote_id, chain_id, tx_hash, status, refusal, submitted_by)
       VALUES ($1, $2, 8453, $3, 'refused', 'Sent 0.01 ETH, short of the quoted 0.05 ETH', $4)`,
      [submissionId, quote.id, txHash, owner.user.id],
    );

    const data = JSON.parse((await owner.client.get('/api/account/export')).text);
    expect(data.listingQuotes).toEqual([
      {
        submissionId,
        chainId: 8453,
        token: 'native',
        tokenSymbol: 'ETH',
        tokenDecimals: 18,
        amount: '50000000000000000',
        treasury,
        expiresAt: expect.any(String),
        status: 'open',
        issuedAt: expect.any(String),
      },
    ]);
    expect(data.onChainPayments).toEqual([
      {
        submissionId,
        chainId: 8453,
        txHash,
        status: 'refused',
        refusal: 'Sent 0.01 ETH, short of the quoted 0.05 ETH',
        submittedAt: expect.any(String),
        settledAt: null,
      },
    ]);
    expect(JSON.stringify(data.listingQuotes)).not.toContain(String(admin.user.username));
  });

  it('leaves out a newsletter subscription of an address the account has not verified', async () => {
    const { user, client } = await app.signedIn();
    const email = `unverified${user.id}@example.com`;
    await app.query(`UPDATE users SET email = $2 WHERE id = $1`, [user.id, email]);
    await app.query(`INSERT INTO newsletter_subscriptions (email, status) VALUES ($1, 'active')`, [email]);
    const data = JSON.parse((await client.get('/api/account/export')).text);
    expect(data.newsletter).toBeNull();
    expect(data.partnerProfile).toBeNull();
    expect(data.campaigns).toEqual([]);
    expect(data.listingPayments).toEqual([]);
    expect(data.listingQuotes).toEqual([]);
    expect(data.onChainPayments).toEqual([]);
  });

  it('needs a signed-in account', async () => {
    expect((await app.client().get('/api/account/export')).status).toBe(401);
  });
});

describe('POST /api/account/delete', () => {
  it('refuses a wrong password with 400 and keeps the account', async () => {
    const { user, client } = await app.signedIn();
    const response = await client.post('/api/account/delete', { password: 'not-my-password' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: 'Password is incorrect' });
    expect((await client.get('/api/auth/user')).status).toBe(200);
    await app.client().login(user.username, user.password);
  });

  it('refuses a missing password with 400', async () => {
    const { client } = await app.signedIn();
    expect((await client.post('/api/account/delete', {})).status).toBe(400);
  });

  it('removes personal data, keeps the published article under an anonymised partner, and ends every session', async () => {
    const mine = await busyPartner('Gone');
    const other = new ApiClient(app.baseUrl);
    await other.login(mine.user.username, mine.user.password);
    await app.query(`UPDATE users SET email = $2, email_verified_at = now() WHERE id = $1`, [
      mine.user.id,
      `gone${mine.user.id}@example.com`,
    ]);
    await app.query(`UPDATE article_submissions SET status = 'approved', decided_at = now() WHERE partner_id = $1`, [
      mine.profileId,
    ]);
    const [{ id: articleId }] = await app.query<{ id: number }>(
      `SELECT id FROM article_submissions WHERE partner_id = $1`,
      [mine.profileId],
    );
    await app.query(
      `INSERT INTO article_submissions (partner_id, title, category, excerpt, content) VALUES ($1, 'Draft', 'DeFi', 'e', '<p>x</p>')`,
      [mine.profileId],
    );
    const admin = await app.signedIn('admin');
    await app.query(
      `INSERT INTO audit_log (admin_id, admin_username, action, target_type, target_id, target_label, outcome)
       VALUES ($1, $2, 'article.publish', 'article', $3, 'Gone article', 'approved')`,
      [admin.user.id, admin.user.username, articleId],
    );

    const response = await mine.client.post('/api/account/delete', { password: mine.user.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { deleted: true } });
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('sid=;'))).toBe(true);

    expect((await mine.client.get('/api/auth/user')).status).toBe(401);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect(
      await app.query(`SELECT sid FROM user_sessions WHERE sess -> 'passport' ->> 'user' = $1`, [String(mine.user.id)]),
    ).toEqual([]);
    expect(
      (await app.client().post('/api/auth/login', { username: mine.user.username, password: mine.user.password }))
        .status,
    ).toBe(401);

    const [row] = await app.query<Record<string, unknown>>(`SELECT * FROM users WHERE id = $1`, [mine.user.id]);
    expect(row).toMatchObject({
      username: `deleted#${mine.user.id}`,
      email: null,
      email_verified_at: null,
      role: 'user',
    });
    expect(row.deleted_at).not.toBeNull();
    expect(row.disabled_at).not.toBeNull();
    for (const table of ['notifications', 'notification_preferences', 'account_tokens', 'project_submissions']) {
      expect(await app.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [mine.user.id]), table).toEqual([]);
    }
    for (const table of ['campaigns', 'referrals']) {
      expect(await app.query(`SELECT 1 FROM ${table} WHERE partner_id = $1`, [mine.profileId]), table).toEqual([]);
    }
    expect(await app.query(`SELECT title FROM article_submissions WHERE partner_id = $1`, [mine.profileId])).toEqual([
      { title: 'Gone article' },
    ]);
    const [profile] = await app.query(`SELECT company_name, website, description FROM partner_profiles WHERE id = $1`, [
      mine.profileId,
    ]);
    expect(profile).toEqual({ company_name: 'Former partner', website: null, description: null });

    const published = await app.client().get(`/api/articles/${articleId}`);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ title: 'Gone article', author: 'Former partner' });
    expect(published.text).not.toContain(mine.user.username);

    const [audit] = await app.query(
      `SELECT admin_username, target_label FROM audit_log WHERE target_id = $1 AND action = 'article.publish'`,
      [articleId],
    );
    expect(audit).toEqual({ admin_username: admin.user.username, target_label: 'Gone article' });

    const users = await admin.client.get(`/api/admin/users?q=${mine.user.username}`);
    expect(users.body.data).toEqual([]);
  });

  it('keeps the audit entries of a deleted admin with the username they recorded', async () => {
    const first = await app.signedIn('admin');
    const second = await app.signedIn('admin');
    const target = await app.createUser();
    expect((await first.client.post(`/api/admin/users/${target.id}/disable`)).status).toBe(200);
    expect((await first.client.post('/api/account/delete', { password: first.user.password })).status).toBe(200);
    const [entry] = await app.query(
      `SELECT admin_username, action FROM audit_log WHERE target_type = 'user' AND target_id = $1`,
      [target.id],
    );
    expect(entry).toEqual({ admin_username: first.user.username, action: 'user.disable' });
    expect((await second.client.get('/api/admin/users')).status).toBe(200);
  });

  it('does not let the last admin delete their account', async () => {
    const admin = await app.signedIn('admin');
    await app.query(`UPDATE users SET disabled_at = now() WHERE role = 'admin' AND id <> $1`, [admin.user.id]);
    try {
      const response = await admin.client.post('/api/account/delete', { password: admin.user.password });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('The last admin account cannot be deleted');
      expect((await admin.client.get('/api/auth/user')).status).toBe(200);
    } finally {
      await app.query(`UPDATE users SET disabled_at = NULL WHERE role = 'admin' AND deleted_at IS NULL`);
    }
  });

  it('needs a signed-in account', async () => {
    expect((await app.client().post('/api/account/delete', { password: 'whatever1' })).status).toBe(401);
  });

  it("needs a session, not an API token, and revokes the account's tokens and two-factor", async () => {
    const { user, client } = await app.signedIn('user');
    const token = (await client.post('/api/account/tokens', { name: 'Script', scope: 'read-write' })).body.data.token;
    const bearer = { headers: { authorization: `Bearer ${token}` } };
    const byToken = await app.client().post('/api/account/delete', { password: user.password }, bearer);
    expect(byToken.status).toBe(403);
    await app.query(`INSERT INTO user_two_factor (user_id, secret, enabled_at) VALUES ($1, 'sealed-secret', now())`, [
      user.id,
    ]);

    expect((await client.post('/api/account/delete', { password: user.password })).status).toBe(200);
    expect((await app.client().get('/api/auth/user', bearer)).status).toBe(401);
    const [{ active }] = await app.query<{ active: number }>(
      'SELECT count(*)::int AS active FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL',
      [user.id],
    );
    expect(active).toBe(0);
    expect(await app.query('SELECT 1 FROM user_two_factor WHERE user_id = $1', [user.id])).toEqual([]);
  });
});
