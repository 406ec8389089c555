import { describe, expect, it } from 'vitest';

describe('metadata.ts', () => {
  it('matches the DTO classes (run npm run swagger-metadata after changing a DTO)', async () => {
    const { readSwaggerMetadata, renderSwaggerMetadata } = await import('../scripts/swagger-metadata.mjs');
    expect(await readSwaggerMetadata(), 'src/metadata.ts is stale: run npm run swagger-metadata').toBe(
      renderSwaggerMetadata(),
    );
  }, 60_000);
});
