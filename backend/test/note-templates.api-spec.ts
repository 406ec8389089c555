import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { unique } from './support/fixtures';
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

const create = (body: Record<string, unknown>) => admin.post('/api/admin/note-templates', body);

describe('saved rejection reasons', () => {
  it('creates, lists, changes and deletes a template', async () => {
    const label = unique('Missing audit ');
    const created = await create({
      label: `  ${label} `,
      reasonCode: 'needs_more_detail',
      body: ' Please add the audit report. ',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      label,
      reasonCode: 'needs_more_detail',
      body: 'Please add the audit report.',
    });
    const id = created.body.data.id as number;
    const [row] = await app.query<{ created_by: number | null }>(
      'SELECT created_by FROM decision_note_templates WHERE id = $1',
      [id],
    );
    expect(row.created_by).toEqual(expect.any(Number));

    const listed = await admin.get(`/api/admin/note-templates?q=${encodeURIComponent(label)}`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('1');
    expect(listed.body.data).toEqual([expect.objectContaining({ id, label })]);

    const changed = await admin.patch(`/api/admin/note-templates/${id}`, {
      body: 'Add the audit report, please.',
      reasonCode: null,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id, label, reasonCode: null, body: 'Add the audit report, please.' });
    expect(new Date(changed.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(created.body.data.updatedAt).getTime(),
    );

    const relabelled = await admin.patch(`/api/admin/note-templates/${id}`, {
      label: `${label} v2`,
      reasonCode: 'other',
    });
    expect(relabelled.body.data).toMatchObject({
      label: `${label} v2`,
      reasonCode: 'other',
      body: 'Add the audit report, please.',
    });

    const deleted = await admin.delete(`/api/admin/note-templates/${id}`);
    expect(deleted.status).toBe(204);
    expect((await admin.get(`/api/admin/note-templates?q=${encodeURIComponent(label)}`)).body.data).toEqual([]);
  });

  it('refuses a label another template has, whatever its letter case, on create and on change', async () => {
    const label = unique('Duplicate ');
    expect((await create({ label, body: 'One' })).status).toBe(201);
    const again = await create({ label: label.toUpperCase(), body: 'Two' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`A saved reason labelled "${label.toUpperCase()}" already exists`);

    const other = await create({ label: unique('Other '), body: 'Three' });
    const clash = await admin.patch(`/api/admin/note-templates/${other.body.data.id}`, { label: label.toLowerCase() });
    expect(clash.status).toBe(409);
    expect(
      (await admin.patch(`/api/admin/note-templates/${other.body.data.id}`, { label: other.body.data.label })).status,
    ).toBe(200);
  });

  it('answers 404 for an unknown template', async () => {
    const patched = await admin.patch('/api/admin/note-templates/2147483000', { body: 'x' });
    expect(patched.status).toBe(404);
    expect(patched.body.message).toBe('Saved reason not found');
    expect((await admin.delete('/api/admin/note-templates/2147483000')).status).toBe(404);
  });

  it.each([
    [{ body: 'No label' }, 'label must be text'],
    [{ label: '   ', body: 'Blank label' }, 'label must not be empty'],
    [{ label: 'x'.repeat(81), body: 'Long label' }, 'label must be at most 80 characters'],
    [{ label: 'No body' }, 'body must be text'],
    [{ label: 'Long body', body: 'x'.repeat(1001) }, 'body must be at most 1000 characters'],
    [{ label: 'Bad code', body: 'x', reasonCode: 'rude' }, 'reasonCode must be one of'],
  ])('refuses %j with a 400', async (body, message) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(message);
  });

  it('refuses a change that changes nothing or a bad field', async () => {
    const { body } = await create({ label: unique('Patch '), body: 'x' });
    const empty = await admin.patch(`/api/admin/note-templates/${body.data.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Give at least one of label, reasonCode or body to change');
    expect((await admin.patch(`/api/admin/note-templates/${body.data.id}`, { body: '' })).status).toBe(400);
    expect((await admin.patch(`/api/admin/note-templates/${body.data.id}`, { reasonCode: 'nope' })).status).toBe(400);
  });

  it('pages oldest first by default, with a cursor in the Link header', async () => {
    const prefix = unique('Paged ');
    const ids: number[] = [];
    for (const name of ['a', 'b', 'c'])
      ids.push((await create({ label: `${prefix} ${name}`, body: `Body ${name}` })).body.data.id);

    const first = await admin.get(`/api/admin/note-templates?q=${encodeURIComponent(prefix)}&limit=2`);
    expect(first.headers.get('x-total-count')).toBe('3');
    expect(first.body.data.map((template: { id: number }) => template.id)).toEqual(ids.slice(0, 2));
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')![1];
    const second = await admin.get(next);
    expect(second.body.data.map((template: { id: number }) => template.id)).toEqual([ids[2]]);
    expect(second.headers.get('link')).toBeNull();

    const newest = await admin.get(`/api/admin/note-templates?q=${encodeURIComponent(prefix)}&sort=newest`);
    expect(newest.body.data.map((template: { id: number }) => template.id)).toEqual([...ids].reverse());
    const byBody = await admin.get(`/api/admin/note-templates?q=${encodeURIComponent('Body b')}&limit=100`);
    expect(byBody.body.data.map((template: { id: number }) => template.id)).toContain(ids[1]);
  });

  it('is for admins only', async () => {
    const { client: user } = await app.signedIn('user');
    expect((await user.get('/api/admin/note-templates')).status).toBe(403);
    expect((await user.post('/api/admin/note-templates', { label: unique('U'), body: 'x' })).status).toBe(403);
    expect((await app.client().get('/api/admin/note-templates')).status).toBe(401);
  });
});
