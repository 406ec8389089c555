import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse } from './support/api-client';
import { Fixtures } from './support/fixtures';
import { eventually } from './support/outbox';
import { startTestApp, type TestApp, type TestUser } from './support/test-app';

let app: TestApp;
let fixtures: Fixtures;
let alice: { user: TestUser; client: ApiClient };
let bob: { user: TestUser; client: ApiClient };

beforeAll(async () => {
  app = await startTestApp();
  fixtures = new Fixtures(app);
  alice = await app.signedIn('admin');
  bob = await app.signedIn('admin');
});

afterAll(async () => {
  await app.close();
});

async function pendingSubmission(): Promise<number> {
  return fixtures.pendingProjectSubmission((await app.createUser()).id);
}

const claimedByInList = async (client: ApiClient, id: number) =>
  (await client.get('/api/project-submissions/all?status=pending&limit=100')).body.data.find(
    (item: { id: number }) => item.id === id,
  )?.claimedBy;

describe('POST /api/admin/claims', () => {
  it('claims a pending item, shows it in the queue and renews a claim of your own', async () => {
    const id = await pendingSubmission();
    const first = await alice.client.post('/api/admin/claims', { kind: 'project-submission', id });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ kind: 'project-submission', id, username: alice.user.username });
    expect(Date.parse(first.body.data.expiresAt) - Date.parse(first.body.data.claimedAt)).toBe(30 * 60 * 1000);
    expect(await claimedByInList(bob.client, id)).toEqual({
      username: alice.user.username,
      claimedAt: first.body.data.claimedAt,
    });

    await app.query(`UPDATE moderation_claims SET claimed_at = now() - interval '10 minutes' WHERE item_id = $1`, [id]);
    const again = await alice.client.post('/api/admin/claims', { kind: 'project-submission', id });
    expect(again.status).toBe(200);
    expect(Date.parse(again.body.data.claimedAt)).toBeGreaterThan(Date.parse(first.body.data.claimedAt));
  });

  it("refuses another admin's claim with who holds it and since when", async () => {
    const id = await fixtures.pendingProject();
    await alice.client.post('/api/admin/claims', { kind: 'project', id });
    const conflict = await bob.client.post('/api/admin/claims', { kind: 'project', id });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toMatch(
      new RegExp(`^Claimed by ${alice.user.username} since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC$`),
    );
    const pending = await bob.client.get('/api/admin/projects/pending?limit=100');
    expect(pending.body.data.find((item: { id: number }) => item.id === id).claimedBy.username).toBe(
      alice.user.username,
    );
  });

  it('lets a lapsed claim be taken over', async () => {
    const id = await pendingSubmission();
    await alice.client.post('/api/admin/claims', { kind: 'project-submission', id });
    await app.query(`UPDATE moderation_claims SET claimed_at = now() - interval '31 minutes' WHERE item_id = $1`, [id]);
    expect(await claimedByInList(bob.client, id)).toBeNull();
    const taken = await bob.client.post('/api/admin/claims', { kind: 'project-submission', id });
    expect(taken.status).toBe(200);
    expect(taken.body.data.username).toBe(bob.user.username);
  });

  it('answers 404 for an unknown item, 409 for a decided one and 400 for bad input', async () => {
    expect((await alice.client.post('/api/admin/claims', { kind: 'article', id: 999999 })).status).toBe(404);
    const decided = await pendingSubmission();
    await app.query(`UPDATE project_submissions SET verification_status = 'approved' WHERE id = $1`, [decided]);
    const conflict = await alice.client.post('/api/admin/claims', { kind: 'project-submission', id: decided });
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe('This item is no longer pending');
    for (const body of [
      { kind: 'user', id: 1 },
      { kind: 'article', id: 0 },
      { kind: 'article' },
      { kind: 'article', id: '1' },
    ]) {
      expect((await alice.client.post('/api/admin/claims', body)).status).toBe(400);
    }
    expect((await alice.client.delete('/api/admin/claims/user/1')).status).toBe(400);
  });

  it('is for admins only', async () => {
    const user = await app.signedIn('user');
    expect((await user.client.post('/api/admin/claims', { kind: 'project', id: 1 })).status).toBe(403);
    expect((await app.client().post('/api/admin/claims', { kind: 'project', id: 1 })).status).toBe(401);
  });
});

describe('DELETE /api/admin/claims/{kind}/{id}', () => {
  it('releases your own claim; another admin cannot, and none is a 404', async () => {
    const id = await pendingSubmission();
    await alice.client.post('/api/admin/claims', { kind: 'project-submission', id });
    const refused = await bob.client.delete(`/api/admin/claims/project-submission/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`Claimed by ${alice.user.username}`);
    const released = await alice.client.delete(`/api/admin/claims/project-submission/${id}`);
    expect(released.status).toBe(200);
    expect(released.body.data).toEqual({ kind: 'project-submission', id });
    expect(await claimedByInList(bob.client, id)).toBeNull();
    expect((await alice.client.delete(`/api/admin/claims/project-submission/${id}`)).status).toBe(404);
  });
});

describe('deciding a claimed item', () => {
  it("refuses a single decision on another admin's claim and lets the holder decide, which ends the claim", async () => {
    const id = await pendingSubmission();
    await alice.client.post('/api/admin/claims', { kind: 'project-submission', id });
    const refused = await bob.client.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'approved' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`Claimed by ${alice.user.username}`);
    expect(
      (await app.query(`SELECT verification_status FROM project_submissions WHERE id = $1`, [id]))[0]
        .verification_status,
    ).toBe('pending');

    const decided = await alice.client.patch(`/api/project-submissions/${id}/status`, {
      verificationStatus: 'rejected',
    });
    expect(decided.status).toBe(200);
    expect(
      await app.query(`SELECT 1 FROM moderation_claims WHERE kind = 'project-submission' AND item_id = $1`, [id]),
    ).toEqual([]);
  });

  it('refuses partner, project and article decisions on a claim held by another admin', async () => {
    const partnerId = await fixtures.pendingPartnerProfile();
    const projectId = await fixtures.pendingProject();
    const articleId = await fixtures.pendingArticle((await fixtures.approvedPartner()).profileId!);
    for (const [kind, id] of [
      ['partner', partnerId],
      ['project', projectId],
      ['article', articleId],
    ] as const) {
      expect((await alice.client.post('/api/admin/claims', { kind, id })).status).toBe(200);
    }
    expect((await bob.client.patch(`/api/admin/partners/${partnerId}/approve`, { approved: true })).status).toBe(409);
    expect((await bob.client.patch(`/api/admin/projects/${projectId}/verify`, { verified: true })).status).toBe(409);
    expect((await bob.client.patch(`/api/admin/articles/${articleId}/publish`, { published: true })).status).toBe(409);
    await app.query(`UPDATE moderation_claims SET claimed_at = now() - interval '2 hours' WHERE item_id = ANY($1)`, [
      [partnerId, projectId, articleId],
    ]);
    expect((await bob.client.patch(`/api/admin/projects/${projectId}/verify`, { verified: true })).status).toBe(200);
  });

  it('reports a claimed item as 409 in a bulk decision and decides the others', async () => {
    const [claimed, free] = [await pendingSubmission(), await pendingSubmission()];
    await alice.client.post('/api/admin/claims', { kind: 'project-submission', id: claimed });
    const response = await bob.client.post('/api/admin/bulk-decisions', {
      kind: 'project-submission',
      ids: [claimed, free],
      decision: 'approve',
    });
    expect(response.status).toBe(200);
    expect(response.body.data[0]).toMatchObject({ id: claimed, ok: false, status: 409 });
    expect(response.body.data[0].error).toContain(`Claimed by ${alice.user.username}`);
    expect(response.body.data[1]).toEqual({ id: free, ok: true, outcome: 'approved' });
    expect(
      (await app.query(`SELECT verification_status FROM project_submissions WHERE id = $1`, [claimed]))[0]
        .verification_status,
    ).toBe('pending');
  });
});

/**
 * Holds the row of a pending project submission locked (FOR UPDATE) in a transaction of its own,
 * as a decision or a claim in flight does, until `commit` is called.
 */
async function lockSubmissionRow(id: number) {
  const holder = new Client({ connectionString: app.databaseUrl });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('SELECT 1 FROM project_submissions WHERE id = $1 FOR UPDATE', [id]);
  return {
    /** Resolves once `count` sessions of this database wait for a lock (the first for this one, the next behind it). */
    waitingFor: (count: number) =>
      eventually(async () => {
        const [{ waiting }] = await app.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND cardinality(pg_blocking_pids(pid)) > 0`,
        );
        return waiting >= count ? true : undefined;
      }),
    query: (sql: string, parameters: unknown[]) => holder.query(sql, parameters),
    async commit() {
      await holder.query('COMMIT');
      await holder.end();
    },
  };
}

async function auditEntriesOf(id: number) {
  return app.query<{ admin_username: string; outcome: string }>(
    `SELECT admin_username, outcome FROM audit_log WHERE target_type = 'project-submission' AND target_id = $1`,
    [id],
  );
}

describe('a decision checks the claim inside its own transaction', () => {
  for (const path of ['single', 'bulk'] as const) {
    it(`refuses a ${path} decision when another admin's claim lands while it waits for the item`, async () => {
      const id = await pendingSubmission();
      const lock = await lockSubmissionRow(id);
      const bobDecides =
        path === 'single'
          ? bob.client.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'rejected' })
          : bob.client.post('/api/admin/bulk-decisions', { kind: 'project-submission', ids: [id], decision: 'reject' });
      // Bob's decision has started and waits for the item...
      await lock.waitingFor(1);
      // ...when Alice's claim of the item commits, then both decide at the same moment.
      await lock.query(
        `INSERT INTO moderation_claims (kind, item_id, admin_id, claimed_at) VALUES ('project-submission', $1, $2, now())`,
        [id, alice.user.id],
      );
      await lock.commit();
      const aliceDecides = alice.client.patch(`/api/project-submissions/${id}/status`, {
        verificationStatus: 'approved',
      });
      const [bobs, alices] = await Promise.all([bobDecides, aliceDecides]);

      const bobResult =
        path === 'single'
          ? { status: bobs.status, message: bobs.body.message }
          : { status: bobs.body.data[0].status, message: bobs.body.data[0].error };
      expect(bobResult.status).toBe(409);
      expect(bobResult.message).toMatch(new RegExp(`Claimed by ${alice.user.username}|already decided`));
      expect(alices.status).toBe(200);
      expect(await auditEntriesOf(id)).toEqual([{ admin_username: alice.user.username, outcome: 'approved' }]);
      expect(
        (await app.query(`SELECT verification_status FROM project_submissions WHERE id = $1`, [id]))[0]
          .verification_status,
      ).toBe('approved');
    });
  }

  it('never lets a claim and a decision of the same item both succeed', async () => {
    const id = await pendingSubmission();
    const lock = await lockSubmissionRow(id);
    const bobDecides = bob.client.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'rejected' });
    await lock.waitingFor(1);
    const aliceClaims = alice.client.post('/api/admin/claims', { kind: 'project-submission', id });
    // The claim waits for the item as the decision does (or, unchecked, is answered at once).
    const claimAnsweredEarly = await Promise.race([aliceClaims.then(() => true), lock.waitingFor(2).then(() => false)]);
    await lock.commit();
    const [decision, claim]: ApiResponse[] = await Promise.all([bobDecides, aliceClaims]);

    expect(claimAnsweredEarly && claim.status === 200 && decision.status === 200).toBe(false);
    expect([decision.status, claim.status].sort()).toEqual([200, 409]);
    if (decision.status === 200) {
      expect(
        await app.query(`SELECT 1 FROM moderation_claims WHERE kind = 'project-submission' AND item_id = $1`, [id]),
      ).toEqual([]);
    } else {
      expect(
        (await app.query(`SELECT verification_status FROM project_submissions WHERE id = $1`, [id]))[0]
          .verification_status,
      ).toBe('pending');
    }
  });
});
