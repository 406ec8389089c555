import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      expect.arrayContaining(['/api/auth/user', '/api/auth/login', '/api/auth/signup', '/api/auth/logout', '/api/health']),
    );
    expect(body.paths['/api/auth/login'].post.requestBody).toBeDefined();
    expect(body.components.schemas.SignupDto.properties.username.minLength).toBe(3);
  });

  it('matches docs/openapi.json (run `npm run openapi:update` after changing the API)', async () => {
    const { text } = await app.client().get('/api/docs-json');
    const generated = `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI) await writeFile(COMMITTED_DOCUMENT, generated);
    const committed = await readFile(COMMITTED_DOCUMENT, 'utf8').catch(() => '');
    expect(JSON.parse(committed || '{}')).toEqual(JSON.parse(generated));
  });
});
