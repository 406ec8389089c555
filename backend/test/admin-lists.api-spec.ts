import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let admin: ApiClient;
let owner: number;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await app.signedIn('admin')).client;
  owner = (await app.createUser()).id;
});

afterAll(async () => {
  await app.close();
});

const stem = () => `Zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function nextPath(link: string | null): string | null {
  if (link === null) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(link);
  if (!match) throw new Error(`not a next link: ${link}`);
  return match[1];
}

interface Seed {
  name: string;
  status?: string;
  category?: string;
  listingType?: string;
  createdAt?: string;
  description?: string;
}

async function seedSubmissions(rows: Seed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const [{ id }] = await app.query<{ id: number }>(
      `INSERT INTO project_submissions (user_id, project_name, category, description, website, listing_type, payment_status, verification_status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'completed', $7, coalesce($8::timestamptz, now())) RETURNING id`,
      [
        owner,
        row.name,
        row.category ?? 'DeFi',
        row.description ?? 'A protocol',
        'https://example.com',
        row.listingType ?? 'free',
        row.status ?? 'pending',
        row.createdAt ?? null,
      ],
    );
    ids.push(id);
  }
  return ids;
}

/** Follows the Link headers to the end, inserting a new matching item between page reads. */
async function walk(path: string, between: () => Promise<void>): Promise<number[]> {
  const seen: number[] = [];
  let next: string | null = path;
  while (next) {
    const page = await admin.get(next);
    expect(page.status, next).toBe(200);
    seen.push(...page.body.data.map((item: { id: number }) => item.id));
    next = nextPath(page.headers.get('link'));
    await between();
  }
  return seen;
}

describe('GET /api/project-submissions/all', () => {
  it('filters by status, category, listing type, text and days, sorts both ways, and counts the matches', async () => {
    const s = stem();
    const [a, b, c, d, e] = await seedSubmissions([
      { name: `${s} Alpha`, createdAt: '2026-01-01T10:00:00Z' },
      { name: `${s} Beta`, status: 'approved', createdAt: '2026-01-02T10:00:00Z' },
      {
        name: `Gamma`,
        description: `mentions ${s.toLowerCase()} inside`,
        category: 'NFT',
        createdAt: '2026-01-03T10:00:00Z',
      },
      { name: `${s} Delta`, listingType: 'featured', createdAt: '2026-01-04T23:59:59Z' },
      { name: `${s} Epsilon`, status: 'withdrawn', createdAt: '2026-01-05T00:00:00Z' },
    ]);
    const ids = async (query: string) => {
      const response = await admin.get(`/api/project-submissions/all?q=${s}&${query}`);
      expect(response.status, query).toBe(200);
      return {
        ids: response.body.data.map((item: { id: number }) => item.id),
        total: response.headers.get('x-total-count'),
      };
    };
    expect(await ids('')).toEqual({ ids: [a, b, c, d, e], total: '5' });
    expect(await ids('sort=newest')).toEqual({ ids: [e, d, c, b, a], total: '5' });
    expect(await ids('status=pending')).toEqual({ ids: [a, c, d], total: '3' });
    expect(await ids('status=withdrawn')).toEqual({ ids: [e], total: '1' });
    expect(await ids('category=NFT')).toEqual({ ids: [c], total: '1' });
    expect(await ids('listingType=featured')).toEqual({ ids: [d], total: '1' });
    expect(await ids('from=2026-01-02&to=2026-01-04')).toEqual({ ids: [b, c, d], total: '3' });
    expect(await ids('status=pending&category=DeFi&limit=1')).toMatchObject({ ids: [a], total: '2' });
    const page = await admin.get(`/api/project-submissions/all?q=${s}&limit=2`);
    expect(page.body.data[0]).toMatchObject({ id: a, projectName: `${s} Alpha`, verificationStatus: 'pending' });
    const second = await admin.get(nextPath(page.headers.get('link'))!);
    expect(second.body.data.map((item: { id: number }) => item.id)).toEqual([c, d]);
  });

  it('shows every change at once though its pages are cached (direct writes and decisions alike)', async () => {
    const s = stem();
    const [first] = await seedSubmissions([{ name: `${s} One` }]);
    const read = async () => {
      const response = await admin.get(`/api/project-submissions/all?q=${s}&status=pending`);
      return {
        ids: response.body.data.map((item: { id: number }) => item.id),
        total: response.headers.get('x-total-count'),
      };
    };
    expect(await read()).toEqual({ ids: [first], total: '1' });
    expect(await read()).toEqual({ ids: [first], total: '1' });
    const [second] = await seedSubmissions([{ name: `${s} Two` }]);
    expect(await read()).toEqual({ ids: [first, second], total: '2' });
    const decided = await admin.patch(`/api/project-submissions/${first}/status`, {
      verificationStatus: 'rejected',
      adminNotes: 'Not now',
    });
    expect(decided.status).toBe(200);
    expect(await read()).toEqual({ ids: [second], total: '1' });
  });

  it('answers the first page of the default order with no query, as the spec client calls it', async () => {
    await seedSubmissions(Array.from({ length: 21 }, (_, index) => ({ name: `Plain ${index}` })));
    const response = await admin.get('/api/project-submissions/all');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body.data)).toBe(true);
    expect(response.body.data).toHaveLength(20);
    expect(response.headers.get('link')).toMatch(/^<\/api\/project-submissions\/all\?cursor=[\w-]+>; rel="next"$/);
  });

  for (const sort of ['oldest', 'newest'] as const) {
    it(`pages ${sort} first without skipping or repeating while new items arrive`, async () => {
      const s = stem();
      // Equal creation times make the id decide the order inside a tie.
      const tie = '2026-02-01T12:00:00.123456Z';
      const original = await seedSubmissions(
        Array.from({ length: 23 }, (_, index) => ({
          name: `${s} ${index}`,
          createdAt: index % 3 === 0 ? tie : undefined,
        })),
      );
      let added = 0;
      const seen = await walk(`/api/project-submissions/all?q=${s}&sort=${sort}&limit=4`, async () => {
        added += 1;
        await seedSubmissions([
          { name: `${s} late ${added}` },
          { name: `${s} early ${added}`, createdAt: '2020-01-01T00:00:00Z' },
        ]);
      });
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of original)
        expect(
          seen.filter((seenId) => seenId === id),
          String(id),
        ).toHaveLength(1);
      const originalOrder = seen.filter((id) => original.includes(id));
      const [ordered] = [
        (
          await app.query<{ id: number }>(
            `SELECT id FROM project_submissions WHERE id = ANY($1) ORDER BY created_at ${sort === 'oldest' ? 'ASC' : 'DESC'}, id ${sort === 'oldest' ? 'ASC' : 'DESC'}`,
            [original],
          )
        ).map((row) => row.id),
      ];
      expect(originalOrder).toEqual(ordered);
    });
  }

  it('refuses bad query values and cursors with 400', async () => {
    const first = await admin.get('/api/project-submissions/all?limit=1');
    const oldestCursor = new URL(nextPath(first.headers.get('link'))!, 'http://x').searchParams.get('cursor')!;
    const forged = Buffer.from('o.abc.1').toString('base64url');
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=ten',
      'sort=up',
      'status=lost',
      'category=defi',
      'listingType=gold',
      'from=2026-02-30',
      'to=yesterday',
      'from=2026-03-02&to=2026-03-01',
      `q=${'x'.repeat(101)}`,
      'cursor=***',
      `cursor=${forged}`,
      `sort=newest&cursor=${oldestCursor}`,
      'page=2',
      'pageSize=10',
    ]) {
      const response = await admin.get(`/api/project-submissions/all?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.success, query).toBe(false);
    }
    const other = await admin.get(`/api/project-submissions/all?sort=newest&cursor=${oldestCursor}`);
    expect(other.body.message).toBe('cursor is not a cursor this list gave out');
    expect((await admin.get(`/api/project-submissions/all?limit=1&cursor=${oldestCursor}`)).status).toBe(200);
  });

  it('exports the filtered list as CSV for admins only', async () => {
    const s = stem();
    await seedSubmissions([
      { name: `${s} One`, createdAt: '2026-03-01T00:00:00Z' },
      { name: `=${s} Two`, createdAt: '2026-03-02T00:00:00Z' },
      { name: `${s} Three`, status: 'rejected' },
    ]);
    const csv = await admin.get(`/api/project-submissions/all/export?q=${s}&status=pending&sort=newest`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('project-submissions.csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0].startsWith('id,submitted_at,project_name,category,listing_type')).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`'=${s} Two`);
    expect(lines[2]).toContain(`${s} One`);
    expect((await admin.get('/api/project-submissions/all/export?limit=5')).status).toBe(400);
    const { client: user } = await app.signedIn('user');
    expect((await user.get('/api/project-submissions/all/export')).status).toBe(403);
    expect((await app.client().get('/api/project-submissions/all/export')).status).toBe(401);
    expect((await app.client().get('/api/admin/audit/export')).status).toBe(401);
  });
});

describe('review queues', () => {
  it('searches pending partners by username and company, oldest first', async () => {
    const first = await app.partner();
    const second = await app.partner();
    const byName = await admin.get(`/api/admin/partners/pending?q=${first.user.username.toUpperCase()}`);
    expect(byName.body.data.map((item: { id: number }) => item.id)).toEqual([first.profileId]);
    expect(byName.body.data[0]).toMatchObject({
      username: first.user.username,
      companyName: `${first.user.username} Labs`,
    });
    const both = await admin.get(`/api/admin/partners/pending?q=labs&sort=newest&limit=100`);
    const ids = both.body.data.map((item: { id: number }) => item.id);
    expect(ids.indexOf(second.profileId)).toBeLessThan(ids.indexOf(first.profileId));
  });

  it('filters pending projects by category and text', async () => {
    const s = stem();
    const [{ id }] = await app.query<{ id: number }>(
      `INSERT INTO projects (slug, name, category, description, verification_status, listed) VALUES ($1, $2, 'nft', 'Art', 'pending', true) RETURNING id`,
      [s.toLowerCase(), `${s} Gallery`],
    );
    expect(
      (await admin.get(`/api/admin/projects/pending?q=${s}&category=nft`)).body.data.map(
        (item: { id: number }) => item.id,
      ),
    ).toEqual([id]);
    expect((await admin.get(`/api/admin/projects/pending?q=${s}&category=defi`)).body.data).toEqual([]);
    expect((await admin.get('/api/admin/projects/pending?category=Art')).status).toBe(400);
  });

  it('searches pending articles by author company and filters by category in any letter case', async () => {
    const partner = await app.approvedPartner();
    const s = stem();
    const created = await partner.client.post('/api/article-submissions', {
      title: `${s} market notes`,
      category: 'Trading',
      excerpt: 'Short.',
      content: '<p>Body</p>',
    });
    expect(created.status).toBe(201);
    const byAuthor = await admin.get(`/api/admin/articles/pending?q=${partner.user.username}&category=trading`);
    expect(byAuthor.body.data).toEqual([
      expect.objectContaining({ id: created.body.data.id, author: `${partner.user.username} Labs` }),
    ]);
    expect((await admin.get(`/api/admin/articles/pending?q=${s}&category=Research`)).headers.get('x-total-count')).toBe(
      '0',
    );
  });
});

describe('records', () => {
  it('searches contact messages and filters subscribers by status, in the lists and the exports', async () => {
    const s = stem();
    await app
      .client()
      .post('/api/contact', { name: 'Ann', email: 'ann@example.com', company: `${s} GmbH`, message: 'Hi' });
    await app
      .client()
      .post('/api/contact', { name: 'Bob', email: 'bob@example.com', company: 'Other', message: 'Hello' });
    const messages = await admin.get(`/api/admin/contact-messages?q=${s.toLowerCase()}`);
    expect(messages.body.data.map((item: { name: string }) => item.name)).toEqual(['Ann']);
    const csv = await admin.get(`/api/admin/contact-messages/export?q=${s}`);
    expect(csv.text.trim().split('\r\n')).toHaveLength(2);

    const email = `${s.toLowerCase()}@example.com`;
    await app.client().post('/api/newsletter', { email });
    const pending = await admin.get(`/api/admin/newsletter-subscribers?q=${s}&status=pending`);
    expect(pending.body.data).toEqual([expect.objectContaining({ email, status: 'pending' })]);
    expect((await admin.get(`/api/admin/newsletter-subscribers?q=${s}&status=active`)).body.data).toEqual([]);
    expect(
      (await admin.get(`/api/admin/newsletter-subscribers/export?q=${s}&status=active`)).text.trim().split('\r\n'),
    ).toHaveLength(1);
  });

  it('filters the audit log by action, target type and text, newest first, and exports the same', async () => {
    const s = stem();
    await app.query(
      `INSERT INTO audit_log (admin_id, admin_username, action, target_type, target_id, target_label, outcome, notes, created_at)
       VALUES (NULL, 'root', 'partner.reject', 'partner', 1, $1, 'rejected', 'first', '2026-04-01T00:00:00Z'),
              (NULL, 'root', 'user.disable', 'user', 2, $1, 'disabled', 'second', '2026-04-02T00:00:00Z'),
              (NULL, 'root', 'partner.approve', 'partner', 3, 'x', 'approved', $2, '2026-04-03T00:00:00Z')`,
      [`${s} label`, `note ${s}`],
    );
    const all = await admin.get(`/api/admin/audit?q=${s}`);
    expect(all.body.data.map((entry: { notes: string }) => entry.notes)).toEqual([`note ${s}`, 'second', 'first']);
    expect(
      (await admin.get(`/api/admin/audit?q=${s}&targetType=partner&sort=oldest`)).body.data.map(
        (entry: { notes: string }) => entry.notes,
      ),
    ).toEqual(['first', `note ${s}`]);
    expect((await admin.get(`/api/admin/audit?q=${s}&action=user.disable`)).body.data).toHaveLength(1);
    expect((await admin.get('/api/admin/audit?action=user.delete')).status).toBe(400);
    const csv = await admin.get(`/api/admin/audit/export?q=${s}&action=partner.reject`);
    expect(csv.headers.get('content-disposition')).toContain('audit-log.csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,admin,action,target_type,target_id,target,outcome,notes,Before,After');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('partner.reject');
  });
});
