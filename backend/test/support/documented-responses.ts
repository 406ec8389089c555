import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { openApiDocument } from './openapi-document';

type Schema = { [keyword: string]: unknown };

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const DOCUMENT_ID = 'openapi.json';
const document = openApiDocument<Operation, Schema>();

/**
 * An OpenAPI 3.0 schema as a JSON schema that answers may not stray from: `nullable` becomes a
 * null alternative, references point into the registered document, and an object that lists its
 * properties accepts no others, so a field the documentation does not name fails.
 */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'properties') {
      out.properties = Object.fromEntries(
        Object.entries(value as Schema).map(([name, property]) => [name, strict(property)]),
      );
    } else if (keyword === '$ref') {
      out.$ref = `${DOCUMENT_ID}${value as string}`;
    } else if (keyword !== 'nullable' && keyword !== 'example') {
      out[keyword] = strict(value);
    }
  }
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return (schema as Schema).nullable ? { anyOf: [{ type: 'null' }, out] } : out;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: strict(document.components.schemas) } });
const validators = new Map<string, ValidateFunction | null>();

function validatorFor(operation: string, status: number): ValidateFunction | null {
  const key = `${operation} ${status}`;
  if (!validators.has(key)) {
    const [method, path] = operation.split(' ');
    const schema =
      document.paths[path]?.[method.toLowerCase()]?.responses?.[String(status)]?.content?.['application/json']?.schema;
    validators.set(key, schema ? ajv.compile(strict(schema) as Schema) : null);
  }
  return validators.get(key)!;
}

/**
 * How a JSON answer differs from what docs/openapi.json documents for the operation
 * (`GET /api/projects`) and status: one line per difference, none when it matches. An answer
 * whose status has no documented JSON body is a difference too.
 */
export function undocumentedParts(operation: string, status: number, body: unknown): string[] {
  const validate = validatorFor(operation, status);
  if (!validate) return [`${operation} documents no JSON body for ${status}`];
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => {
    const extra = error.keyword === 'additionalProperties' ? ` (${String(error.params.additionalProperty)})` : '';
    return `${error.instancePath || '/'} ${error.message ?? error.keyword}${extra}`;
  });
}

const templates = Object.entries(document.paths).flatMap(([template, operations]) => {
  const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
  // A literal segment beats a parameter: /api/project-submissions/all before /api/project-submissions/{id}.
  const parameters = (template.match(/\{/g) ?? []).length;
  return Object.keys(operations).map((method) => ({ method: method.toUpperCase(), template, pattern, parameters }));
});
templates.sort((a, b) => a.parameters - b.parameters);

/** The documented operation (`GET /api/projects/{id}`) a request goes to, or null for an undocumented path. */
export function documentedOperation(method: string, url: string): string | null {
  const path = url.split(/[?#]/)[0];
  const match = templates.find((entry) => entry.method === method.toUpperCase() && entry.pattern.test(path));
  return match ? `${match.method} ${match.template}` : null;
}
