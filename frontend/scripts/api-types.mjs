// Writes src/lib/api-schema.d.ts: the TypeScript types of docs/openapi.json, so the client's
// request and response types come from the document the server generates, never by hand.
// src/lib/api-schema.spec.ts renders the same text in memory and fails when the file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const DOCUMENT_PATH = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
export const SCHEMA_PATH = fileURLToPath(new URL('../src/lib/api-schema.d.ts', import.meta.url));

const HEADER = `/**
 * Generated from docs/openapi.json by \`npm run api-types\` (openapi-typescript). Do not edit:
 * change the backend DTOs, then run \`npm run generate\` at the root.
 */

`;

/** The text of src/lib/api-schema.d.ts for the given OpenAPI document. */
export async function renderApiSchema(documentText) {
  const ast = await openapiTS(JSON.parse(documentText), { silent: true });
  return HEADER + astToString(ast);
}

export async function readApiDocument() {
  return readFile(DOCUMENT_PATH, 'utf8');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const schema = await renderApiSchema(await readApiDocument());
  const current = await readFile(SCHEMA_PATH, 'utf8').catch(() => '');
  // Unchanged types keep their file untouched, so builds and watchers do not see a change.
  if (schema !== current) await writeFile(SCHEMA_PATH, schema);
  console.log(schema === current ? `${SCHEMA_PATH} is up to date` : `Wrote ${SCHEMA_PATH}`);
}
