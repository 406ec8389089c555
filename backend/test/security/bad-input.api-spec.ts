import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fixtures, type Identity } from '../support/fixtures';
import { openApiDocument } from '../support/openapi-document';
import { startTestApp, type TestApp } from '../support/test-app';

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
}

interface Operation {
  parameters?: { name: string; in: 'path' | 'query'; schema?: Schema }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
}

interface BadRequest {
  label: string;
  method: string;
  path: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

const document = openApiDocument<Operation, Schema>();

const resolveSchema = (schema: Schema): Schema =>
  schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()!] : schema;

const HOSTILE_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  '../../etc/passwd',
  '\u0000',
  '😀',
];
const BAD_IDS = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e2',
  '0x10',
  ' 1',
  '2147483648',
  '9223372036854775808',
  'NaN',
  'null',
  '[]',
  '1 OR 1=1',
  "1'",
  '1;DROP TABLE users',
  '../',
  '..%2F..',
  '😀',
  '\u0000',
  'abc',
  '<b>1</b>',
];
const BAD_QUERY_VALUES = [
  'abc',
  '1.5',
  '-1',
  '0x10',
  'NaN',
  '9223372036854775808',
  "1' OR '1'='1",
  '<b>2</b>',
  '😀',
  '',
];

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { nested: value };
  return value;
}

/** Values that must be refused for a property of this schema. */
function invalidValues(schema: Schema, required: boolean): [string, unknown][] {
  const values: [string, unknown][] = [];
  // null is a value of its own for a nullable property (e.g. a link's campaignId: out of any campaign).
  if (required && !schema.nullable) values.push(['null', null]);
  if (schema.enum) {
    values.push(
      ['not in enum', '__not_an_option__'],
      ...HOSTILE_STRINGS.map((value) => [`enum ${value}`, value] as [string, unknown]),
    );
  }
  switch (schema.type) {
    case 'string':
      values.push(
        ['number', 123],
        ['boolean', true],
        ['array', ['a']],
        ['object', { a: 1 }],
        ['nested object', deeplyNested(500)],
      );
      values.push(['NUL character', 'nul\u0000text']);
      if (required) values.push(['empty', ''], ['blank', '   ']);
      if (schema.maxLength) values.push(['too long', 'x'.repeat(schema.maxLength + 1)]);
      if (schema.minLength) values.push(['too short', 'x'.repeat(Math.max(0, schema.minLength - 1))]);
      if (schema.format === 'email') {
        values.push(
          ['bad email', 'not-an-email'],
          ...HOSTILE_STRINGS.map((value) => [`email ${value}`, value] as [string, unknown]),
        );
      }
      if (schema.format === 'uri') {
        values.push(
          ['javascript url', 'javascript:alert(1)'],
          ['data url', 'data:text/html,<script>alert(1)</script>'],
        );
        values.push(['bad url', 'not a url'], ['ftp url', 'ftp://files.example']);
        values.push(...HOSTILE_STRINGS.map((value) => [`url ${value}`, value] as [string, unknown]));
      }
      if (schema.format === 'date') values.push(['bad date', '2026-02-30'], ['hostile date', "2026-01-01' OR 1=1"]);
      if (schema.pattern)
        values.push(...HOSTILE_STRINGS.map((value) => [`pattern ${value}`, value] as [string, unknown]));
      break;
    case 'integer':
    case 'number':
      values.push(['numeric string', '12'], ['text', 'abc'], ['boolean', true], ['array', [1]], ['object', { n: 1 }]);
      values.push(['sql', "1' OR '1'='1"], ['huge', 1e300], ['not finite', 'Infinity']);
      if (schema.type === 'integer') values.push(['fraction', 1.5]);
      if (schema.minimum !== undefined) values.push(['below minimum', schema.minimum - 1]);
      if (schema.maximum !== undefined) values.push(['above maximum', schema.maximum + 1]);
      break;
    case 'boolean':
      values.push(['string', 'true'], ['number', 1], ['text', 'yes'], ['array', [true]]);
      break;
  }
  return values;
}

function bodyVariants(schema: Schema): [string, unknown][] {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const valid = validBody(schema);
  const variants: [string, unknown][] = [];
  for (const name of required) {
    const { [name]: _omitted, ...rest } = valid;
    variants.push([`missing ${name}`, rest]);
  }
  for (const [name, property] of Object.entries(properties)) {
    for (const [label, value] of invalidValues(resolveSchema(property), required.has(name))) {
      variants.push([`${name}: ${label}`, { ...valid, [name]: value }]);
    }
  }
  variants.push(
    ['extra field', { ...valid, isAdmin: true }],
    ['role escalation', { ...valid, role: 'admin', userId: 1 }],
    [
      'prototype pollution',
      JSON.parse(
        `{${JSON.stringify(valid).slice(1, -1)}${Object.keys(valid).length ? ',' : ''}"__proto__":{"role":"admin"}}`,
      ),
    ],
    ['huge array field', { ...valid, list: Array.from({ length: 5000 }, () => 'x') }],
    ['empty object', {}],
  );
  return variants.filter(
    ([label, body]) =>
      !(label === 'empty object' && required.size === 0 && Object.keys(properties).length === 0) && body !== undefined,
  );
}

/** A body that passes validation, so each variant differs from valid input in one way. */
function validBody(schema: Schema): Record<string, unknown> {
  const examples: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    const property = resolveSchema(schema.properties![name]);
    examples[name] = sampleValue(name, property);
  }
  return examples;
}

function sampleValue(name: string, schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number') return name === 'projectId' ? 1 : 10;
  if (schema.format === 'email') return 'valid@example.com';
  if (name === 'referralCode') return 'VALID-CODE';
  if (name === 'username') return 'valid_user';
  return 'valid text value';
}

/** Who calls an operation, so that validation, not authorization, is what answers. */
function callerFor(method: string, path: string): 'anonymous' | 'user' | 'partner' | 'admin' {
  if (
    path.startsWith('/api/admin') ||
    path.endsWith('/all') ||
    (method === 'PATCH' && path.startsWith('/api/project-submissions')) ||
    /^\/api\/project-submissions\/[^/]+\/payment$/.test(path)
  ) {
    return 'admin';
  }
  if (/^\/api\/(referrals|campaigns|article-submissions|partner)/.test(path)) return 'partner';
  if (path.startsWith('/api/project-submissions') || path === '/api/auth/logout') return 'user';
  return 'anonymous';
}

function generateBadRequests(): BadRequest[] {
  const requests: BadRequest[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    if (template === '/r/{code}') continue;
    for (const [lowerMethod, operation] of Object.entries(operations)) {
      const method = lowerMethod.toUpperCase();
      const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const queryParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const schema = operation.requestBody
        ? resolveSchema(operation.requestBody.content['application/json'].schema)
        : undefined;
      const validPath = template.replace('{metric}', 'volume').replace('{entityType}', 'project').replace('{id}', '1');
      const validBodyValue = schema ? validBody(schema) : undefined;

      for (const parameter of pathParameters) {
        for (const bad of BAD_IDS) {
          const path = validPath.replace(
            parameter.name === 'id' ? '/1' : `/${parameter.name === 'metric' ? 'volume' : 'project'}`,
            `/${encodeURIComponent(bad)}`,
          );
          requests.push({ label: `${parameter.name}=${JSON.stringify(bad)}`, method, path, body: validBodyValue });
        }
      }
      for (const parameter of queryParameters) {
        const bounds = parameter.schema ?? {};
        const outOfRange = [
          ...(bounds.minimum !== undefined ? [String(bounds.minimum - 1)] : []),
          ...(bounds.maximum !== undefined ? [String(bounds.maximum + 1), String(bounds.maximum * 1000)] : []),
        ];
        // A free-text search (`q`) takes any text: only its length bound can be broken.
        const freeText = bounds.type === 'string' && !bounds.enum && !bounds.pattern && !bounds.format;
        const badValues = freeText
          ? ['x'.repeat((bounds.maxLength ?? 10_000) + 1)]
          : [...outOfRange, ...BAD_QUERY_VALUES];
        for (const bad of badValues) {
          requests.push({
            label: `?${parameter.name}=${bad}`,
            method,
            path: `${validPath}?${parameter.name}=${encodeURIComponent(bad)}`,
          });
        }
        requests.push({
          label: 'unknown query parameter',
          method,
          path: `${validPath}?${parameter.name}=1&orderBy=id;DROP`,
        });
      }
      if (!schema) continue;
      for (const [label, body] of bodyVariants(schema)) requests.push({ label, method, path: validPath, body });
      const json = { 'content-type': 'application/json' };
      requests.push(
        { label: 'malformed JSON', method, path: validPath, rawBody: '{"a": ', headers: json },
        { label: 'JSON array', method, path: validPath, rawBody: '[{}]', headers: json },
        { label: 'JSON null', method, path: validPath, rawBody: 'null', headers: json },
        { label: 'JSON string', method, path: validPath, rawBody: '"text"', headers: json },
        {
          label: 'huge string',
          method,
          path: validPath,
          body: { ...validBodyValue, [Object.keys(schema.properties ?? { x: 1 })[0]]: 'x'.repeat(200_000) },
        },
        {
          label: 'text/plain body',
          method,
          path: validPath,
          rawBody: 'a=1',
          headers: { 'content-type': 'text/plain' },
        },
        {
          label: 'form body',
          method,
          path: validPath,
          rawBody: 'a=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      );
    }
  }
  return requests;
}

const FINGERPRINT_EXCLUDED = new Set(['rate_limit_counters', 'user_sessions', 'migrations']);

let app: TestApp;
let callers: Record<string, Identity>;

async function fingerprint(): Promise<Record<string, string>> {
  const tables = await app.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
  const result: Record<string, string> = {};
  for (const { tablename } of tables) {
    if (FINGERPRINT_EXCLUDED.has(tablename)) continue;
    const [row] = await app.query<{ digest: string }>(
      `SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest FROM "${tablename}" t`,
    );
    result[tablename] = row.digest;
  }
  return result;
}

beforeAll(async () => {
  app = await startTestApp();
  const fixtures = new Fixtures(app);
  callers = {
    anonymous: await fixtures.identity('anonymous'),
    user: await fixtures.identity('user'),
    partner: await fixtures.identity('partner'),
    admin: await fixtures.identity('admin'),
  };
  // Creating the fixtures notified admins in the background; let that finish before comparing.
  await app.jobsSettled();
});

afterAll(async () => {
  await app.close();
});

describe('bad input on every documented endpoint', () => {
  const requests = generateBadRequests();

  it('generates at least 1,000 requests', () => {
    expect(requests.length).toBeGreaterThanOrEqual(1000);
  });

  it('answers each with a 4xx JSON message and leaves the database unchanged', async () => {
    const before = await fingerprint();
    const failures: string[] = [];
    for (const request of requests) {
      const client = callers[callerFor(request.method, request.path.split('?')[0])].client;
      const response = await client.request(request.method, request.path, {
        body: request.body,
        rawBody: request.rawBody,
        headers: request.headers,
      });
      const isJsonError =
        typeof response.body === 'object' &&
        response.body?.success === false &&
        typeof response.body.message === 'string';
      if (response.status < 400 || response.status >= 500 || !isJsonError) {
        failures.push(
          `${request.method} ${request.path.slice(0, 80)} [${request.label}] -> ${response.status} ${response.text.slice(0, 120)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toEqual(before);
  }, 300_000);
});

describe('the referral link with bad codes', () => {
  it('redirects home without recording anything', async () => {
    const before = await fingerprint();
    for (const bad of [...BAD_IDS, ...HOSTILE_STRINGS]) {
      const response = await fetch(`${app.baseUrl}/r/${encodeURIComponent(bad)}`, { redirect: 'manual' });
      expect(response.status, bad).toBe(302);
    }
    expect(await fingerprint()).toEqual(before);
  });
});
