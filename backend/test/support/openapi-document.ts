import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface OpenApiDocument<Operation, Schema> {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const committed: OpenApiDocument<unknown, unknown> = JSON.parse(
  readFileSync(resolve(__dirname, '../../../docs/openapi.json'), 'utf8'),
);

/**
 * docs/openapi.json as committed (the OpenAPI test keeps it equal to what the server generates),
 * read once for every test generated from it; each reader names the parts of an operation and a
 * schema it looks at.
 */
export function openApiDocument<Operation, Schema>(): OpenApiDocument<Operation, Schema> {
  return committed as OpenApiDocument<Operation, Schema>;
}

/** Every documented operation, as `GET /api/projects/{id}`. */
export function documentedOperations(): string[] {
  return Object.entries(committed.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}
