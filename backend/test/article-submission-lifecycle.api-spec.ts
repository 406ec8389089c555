import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { eventually } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await app.signedIn('admin')).client;
});

afterAll(async () => {
  await app.close();
});

const article = {
  title: 'Liquidity on day one',
  category: 'Trading',
  excerpt: 'Why tight spreads decide a listing.',
  content: '<p>Liquidity is the first impression.</p>',
};

async function submitted(title = article.title) {
  const partner = await app.partner();
  const response = await partner.client.post('/api/article-submissions', { ...article, title });
  expect(response.status).toBe(201);
  return { ...partner, id: response.body.data.id as number, body: response.body.data };
}

const decide = (id: number, body: Record<string, unknown>) => admin.patch(`/api/admin/articles/${id}/publish`, body);

async function events(client: ApiClient, id: number) {
  const response = await client.get(`/api/article-submissions/${id}/timeline`);
  expect(response.status).toBe(200);
  return (response.body.data as Array<{ event: string }>).map((entry) => entry.event);
}

describe('article submission lifecycle', () => {
  it('gives each article an AS request ID', async () => {
    const { id, body } = await submitted();
    const [{ yymm }] = await app.query<{ yymm: string }>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYMM') AS yymm FROM article_submissions WHERE id = $1`,
      [id],
    );
    expect(body.requestId).toBe(`AS-${yymm}-${String(id).padStart(4, '0')}`);
  });

  it('edits a pending article (sanitized like submitting), then withdraws it out of the queue', async () => {
    const { id, client } = await submitted('Edit me');
    const edited = await client.put(`/api/article-submissions/${id}`, {
      ...article,
      title: 'Edited',
      content: '<p>Safe</p><script>alert(1)</script>',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id, title: 'Edited', content: '<p>Safe</p>', status: 'pending' });
    const empty = await client.put(`/api/article-submissions/${id}`, { ...article, content: '<script>x</script>' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Content must contain some text');

    expect((await client.post(`/api/article-submissions/${id}/withdraw`)).body.data.status).toBe('withdrawn');
    const queue = (await admin.get('/api/admin/articles/pending')).body.data as Array<{ id: number }>;
    expect(queue.some((item) => item.id === id)).toBe(false);
    expect((await client.get('/api/article-submissions')).body.data[0]).toMatchObject({ id, status: 'withdrawn' });
    const late = await decide(id, { published: true });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Article was already decided (withdrawn)');
    expect(await events(client, id)).toEqual(['submitted', 'edited', 'withdrawn']);
  });

  it('resubmits after a cannot_verify rejection: same article, pending again, admins told, history kept', async () => {
    const { id, client } = await submitted('Proof later');
    const rejected = await decide(id, {
      published: false,
      reasonCode: 'cannot_verify',
      adminNotes: 'Cite your sources',
    });
    expect(rejected.body.data).toEqual({ id, status: 'rejected', published: false, reasonCode: 'cannot_verify' });
    const owner = await eventually(async () =>
      (await client.get('/api/notifications?limit=20')).body.data.find((item: { title: string }) =>
        /Proof later/.test(item.title),
      ),
    );
    expect(owner.body).toContain('Reason: Cannot verify.');
    const again = await client.post(`/api/article-submissions/${id}/resubmit`, {
      ...article,
      title: 'Proof later',
      excerpt: 'With sources.',
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      id,
      status: 'pending',
      reasonCode: null,
      adminNotes: null,
      excerpt: 'With sources.',
    });
    const queue = (await admin.get('/api/admin/articles/pending')).body.data as Array<{ id: number }>;
    expect(queue.some((item) => item.id === id)).toBe(true);
    await eventually(async () =>
      (await admin.get('/api/notifications?limit=50')).body.data.find(
        (item: { title: string }) => item.title === 'Resubmitted article submission: Proof later',
      ),
    );
    const timeline = (await client.get(`/api/article-submissions/${id}/timeline`)).body.data;
    expect(timeline[1]).toMatchObject({
      event: 'decided',
      actorLabel: 'An admin',
      reasonLabel: 'Cannot verify',
      notes: 'Cite your sources',
    });
    expect(await events(admin, id)).toEqual(['submitted', 'decided', 'resubmitted']);
  });

  it('enforces the reason code rules and refuses stale or foreign changes', async () => {
    const { id, client } = await submitted();
    const approving = await decide(id, { published: true, reasonCode: 'other' });
    expect(approving.status).toBe(400);
    expect((await decide(id, { published: false, reasonCode: 'nope' })).status).toBe(400);
    expect((await decide(id, { published: false, reasonCode: 'duplicate' })).body.data.reasonCode).toBe('duplicate');
    const never = await client.post(`/api/article-submissions/${id}/resubmit`, article);
    expect(never.status).toBe(409);
    expect(never.body.message).toBe('Rejected as "Duplicate": it cannot be resubmitted');
    expect((await client.put(`/api/article-submissions/${id}`, article)).status).toBe(409);

    const other = await app.partner();
    for (const response of [
      await other.client.put(`/api/article-submissions/${id}`, article),
      await other.client.post(`/api/article-submissions/${id}/withdraw`),
      await other.client.post(`/api/article-submissions/${id}/resubmit`, article),
      await other.client.get(`/api/article-submissions/${id}/timeline`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Article not found');
    }
    const { id: later, client: laterClient } = await submitted();
    await decide(later, { published: false, reasonCode: 'not_a_fit' });
    const wait = await laterClient.post(`/api/article-submissions/${later}/resubmit`, article);
    expect(wait.status).toBe(409);
    expect(wait.body.message).toMatch(/^Rejected as "Not a fit": it can be resubmitted from \d{4}-\d{2}-\d{2}$/);
  });
});
