import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedOperation, undocumentedParts } from './support/documented-responses';
import { startTestApp, type TestApp } from './support/test-app';

const COMMITTED_DOCUMENT = resolve(__dirname, '../../docs/openapi.json');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('OpenAPI document', () => {
  it('is served as JSON and as a UI', async () => {
    const json = await app.client().get('/api/docs-json');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
    const ui = await app.client().get('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('documents every auth endpoint and health', async () => {
    const { body } = await app.client().get('/api/docs-json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/user',
        '/api/auth/login',
        '/api/auth/signup',
        '/api/auth/logout',
        '/api/health',
      ]),
    );
    expect(body.paths['/api/auth/login'].post.requestBody).toBeDefined();
    expect(body.components.schemas.SignupDto.properties.username.minLength).toBe(3);
  });

  it('matches docs/openapi.json (run `npm run generate` after changing the API)', async () => {
    const { text } = await app.client().get('/api/docs-json');
    const generated = `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI) await writeFile(COMMITTED_DOCUMENT, generated);
    const committed = await readFile(COMMITTED_DOCUMENT, 'utf8').catch(() => '');
    expect(JSON.parse(committed || '{}'), 'docs/openapi.json is stale: run npm run generate').toEqual(
      JSON.parse(generated),
    );
  });

  it('tells answers that stray from it: a field more, a field missing, a wrong type or value', async () => {
    expect(documentedOperation('GET', '/api/project-submissions/all?limit=5')).toBe('GET /api/project-submissions/all');
    expect(documentedOperation('PATCH', '/api/project-submissions/12/status')).toBe(
      'PATCH /api/project-submissions/{id}/status',
    );
    expect(documentedOperation('GET', '/api/nothing-here')).toBeNull();

    const { body } = await app.client().get('/api/auth/user');
    expect(undocumentedParts('GET /api/auth/user', 401, body)).toEqual([]);
    expect(undocumentedParts('GET /api/auth/user', 401, { ...body, token: 'x' })).toEqual([
      '/ must NOT have additional properties (token)',
    ]);
    expect(undocumentedParts('GET /api/auth/user', 401, { success: false, user: null })).toEqual([
      "/ must have required property 'message'",
    ]);
    expect(
      undocumentedParts('GET /api/auth/user', 200, {
        ...body,
        success: true,
        user: { id: 1, username: 'a', role: 'owner' },
      }),
    ).toContain('/user/role must be equal to one of the allowed values');
    expect(undocumentedParts('GET /api/auth/user', 418, body)).toEqual([
      'GET /api/auth/user documents no JSON body for 418',
    ]);
  });
});
