import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startAppServer, type AppServer } from './support/app-server';

// The API test compares docs/openapi.json with the document of an app compiled by vitest's own
// transform; this one asks the server as `npm start` builds it (tsc), which is what clients get.
let server: AppServer;

beforeAll(async () => {
  server = await startAppServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('the served API document', () => {
  it('is docs/openapi.json, parameters in the same order', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs-json`);
    expect(response.status).toBe(200);
    const served = await response.json();
    const committed = JSON.parse(await readFile(join(REPO_ROOT, 'docs/openapi.json'), 'utf8'));
    // toEqual compares arrays item by item, in order: a parameter list in another order differs.
    expect(served).toEqual(committed);
    expect(
      served.paths['/api/leaderboards/metric/{metric}'].get.parameters.map(
        (parameter: { name: string }) => parameter.name,
      ),
    ).toEqual(['metric', 'limit']);
    expect(
      served.paths['/api/admin/claims/{kind}/{id}'].delete.parameters.map(
        (parameter: { name: string }) => parameter.name,
      ),
    ).toEqual(['kind', 'id']);
  });
});
