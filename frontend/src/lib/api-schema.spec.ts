import { describe, expect, it } from 'vitest';
import committedSchema from './api-schema.d.ts?raw';
import { readApiDocument, renderApiSchema } from '../../scripts/api-types.mjs';

describe('api-schema.d.ts', () => {
  it('matches docs/openapi.json (run npm run generate after changing the API)', async () => {
    const generated = await renderApiSchema(await readApiDocument());
    expect(committedSchema, 'frontend/src/lib/api-schema.d.ts is stale: run npm run generate').toBe(generated);
  });
});
