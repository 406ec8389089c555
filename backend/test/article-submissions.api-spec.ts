import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  excerpt: 'Three lessons from onboarding 50,000 verified traders.',
  content: '<h2>Why verification matters</h2><p>Verified users <strong>trade</strong> more often.</p>',
  imageUrl: 'https://images.example/cover.png',
  status: 'pending',
};

describe('POST /api/article-submissions', () => {
  it('stores a pending submission of the caller', async () => {
    const { client, profileId } = await app.partner();
    const response = await client.post('/api/article-submissions', article);
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({
      id: expect.any(Number),
      title: article.title,
      category: article.category,
      excerpt: article.excerpt,
      content: article.content,
      imageUrl: article.imageUrl,
      status: 'pending',
      adminNotes: null,
      reasonCode: null,
      reasonLabel: null,
      resubmission: null,
      createdAt: expect.any(String),
      decidedAt: null,
      requestId: expect.stringMatching(/^AS-\d{4}-\d{4,}$/),
    });
    const [row] = await app.query<{ partner_id: number }>('SELECT partner_id FROM article_submissions WHERE id = $1', [
      response.body.data.id,
    ]);
    expect(row.partner_id).toBe(profileId);
  });

  it('ignores a client-sent status: submissions always start pending', async () => {
    const { client } = await app.partner();
    const response = await client.post('/api/article-submissions', { ...article, status: 'approved' });
    expect(response.body.data.status).toBe('pending');
  });

  it('sanitizes the HTML before storing it', async () => {
    const { client } = await app.partner();
    const response = await client.post('/api/article-submissions', {
      ...article,
      content:
        '<p onclick="steal()">Hello</p><script>alert(1)</script><img src="x" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">bad</a><iframe srcdoc="<script>x</script>"></iframe><svg onload="alert(1)"></svg>',
    });
    expect(response.status).toBe(201);
    const [row] = await app.query<{ content: string }>('SELECT content FROM article_submissions WHERE id = $1', [
      response.body.data.id,
    ]);
    expect(row.content).toBe('<p>Hello</p><img /><a rel="noopener noreferrer nofollow" target="_blank">bad</a>');
    expect(row.content).not.toMatch(/script|onerror|onclick|javascript:|iframe|svg/i);
  });

  it('rejects content that is nothing but markup once sanitized', async () => {
    const { client } = await app.partner();
    const response = await client.post('/api/article-submissions', {
      ...article,
      content: '<script>alert(1)</script>',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Content must contain some text');
  });

  it.each([
    ['Title is required', { title: '' }],
    ['Title must be at most 200 characters', { title: 't'.repeat(201) }],
    ['Category is required', { category: '  ' }],
    ['Excerpt is required', { excerpt: '' }],
    ['Excerpt must be at most 500 characters', { excerpt: 'e'.repeat(501) }],
    ['Content is required', { content: '' }],
    ['Content must be at most 50000 characters', { content: 'c'.repeat(50_001) }],
    ['Image URL must be a valid http(s) URL', { imageUrl: 'javascript:alert(1)' }],
    ['Image URL must be a valid http(s) URL', { imageUrl: 'not a url' }],
    ['status must be one of', { status: 'published' }],
    ['property adminNotes should not exist', { adminNotes: 'self-approved' }],
  ])('rejects input where %s, with 400 and nothing stored', async (message, change) => {
    const { client, profileId } = await app.partner();
    const response = await client.post('/api/article-submissions', { ...article, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(await app.query('SELECT 1 FROM article_submissions WHERE partner_id = $1', [profileId])).toHaveLength(0);
  });

  it('requires sign-in (401) and a partner profile (403)', async () => {
    expect((await app.client().post('/api/article-submissions', article)).status).toBe(401);
    const { client } = await app.signedIn();
    const response = await client.post('/api/article-submissions', article);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Create a partner profile first');
  });
});

describe('GET /api/article-submissions', () => {
  it("lists only the caller's submissions, newest first", async () => {
    const first = await app.partner();
    const second = await app.partner();
    await first.client.post('/api/article-submissions', { ...article, title: 'First A' });
    await first.client.post('/api/article-submissions', { ...article, title: 'Second A' });
    await second.client.post('/api/article-submissions', { ...article, title: 'Only B' });
    const mine = await first.client.get('/api/article-submissions');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((item: { title: string }) => item.title)).toEqual(['Second A', 'First A']);
    const theirs = await second.client.get('/api/article-submissions');
    expect(theirs.body.data.map((item: { title: string }) => item.title)).toEqual(['Only B']);
  });

  it('answers 401 signed out and 403 without a profile', async () => {
    expect((await app.client().get('/api/article-submissions')).status).toBe(401);
    const { client } = await app.signedIn();
    expect((await client.get('/api/article-submissions')).status).toBe(403);
  });
});
