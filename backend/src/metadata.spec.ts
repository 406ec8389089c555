import { describe, expect, it } from 'vitest';

describe('metadata.ts', () => {
  it('matches the DTO classes (run npm run generate after changing a DTO)', async () => {
    const { readSwaggerMetadata, renderSwaggerMetadata } = await import('../scripts/swagger-metadata.mjs');
    expect(await readSwaggerMetadata(), 'backend/src/metadata.ts is stale: run npm run generate').toBe(
      renderSwaggerMetadata(),
    );
  }, 60_000);
});
