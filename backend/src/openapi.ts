import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorResponseDto } from './kernel/http/error-response.dto';
import swaggerMetadata from './metadata';
import { SESSION_COOKIE_NAME } from './modules/auth/infrastructure/session/session.middleware';

/** Every tag an operation may use (`@ApiTags`), with what it groups. */
export const API_TAGS: Record<string, string> = {
  auth: 'Accounts and the session: sign up, sign in, sign out, and who is signed in.',
  account: "The signed-in user's account settings: the email address and its verification.",
  health: 'Liveness, readiness and database reachability, for load balancers, orchestrators and monitoring.',
  contact: 'The public contact form and newsletter signup of the landing page.',
  projects: 'The public project directory.',
  articles: 'Partner articles the team has published.',
  insights: 'Growth figures (users, KYC users, trading volume, growth score) recorded per project.',
  leaderboards: 'Public project rankings computed from the latest insight snapshots.',
  partner: "The signed-in user's partner profile, which unlocks the partner tools once an admin approves it.",
  referrals:
    'Partner referral links: creating them, their click and signup counts, their daily statistics, and the public link itself.',
  webhooks: "A partner's conversion webhook endpoint: its signing secret, test events and the delivery log.",
  campaigns: "A partner's marketing campaigns and their draft → active → completed lifecycle.",
  'article submissions': 'Articles partners submit for publication; the team reviews them.',
  'project submissions': 'Projects users submit for listing in the directory, and their review by admins.',
  'project ownership':
    "A submission's contracts and the proofs that its team controls them (EIP-712 signature) or its website (file, DNS record).",
  notifications:
    "The signed-in user's notifications (what happened to their submissions, profile and referrals; new work for admins) and which of them also come by email.",
  admin:
    'Moderation queues, decisions, the audit log, the inbox (contact messages, newsletter subscribers) and the mail outbox. Admins only.',
};

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
type ParameterObject = Extract<NonNullable<OperationObject['parameters']>[number], { in: string }>;
type ResponseObject = Extract<OperationObject['responses'][string], { description: string }>;
type SchemaObject = Extract<NonNullable<ParameterObject['schema']>, { type?: unknown }>;

export const SESSION_SCHEME = 'session';
export const BEARER_SCHEME = 'bearer';

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function errorResponse(description: string): ResponseObject {
  return { description, content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorResponseDto) } } } };
}

/** Adds a response, or, when the status is documented already, appends this cause to its description. */
function addResponse(operation: OperationObject, status: string, description: string): void {
  const existing = operation.responses[status];
  if (!existing) {
    operation.responses[status] = errorResponse(description);
  } else if ('description' in existing && !existing.description.includes(description)) {
    existing.description = existing.description ? `${existing.description}; or: ${description}` : description;
  }
}

/** A path parameter with a type or a set of values is checked; a free string (a referral code) is not. */
function isValidatedPathParameter(parameter: ParameterObject): boolean {
  const schema = parameter.schema as SchemaObject | undefined;
  return parameter.in === 'path' && !!schema && (schema.type !== 'string' || !!schema.enum || !!schema.pattern);
}

/**
 * The path parameters first, in the order the path names them, then the others as declared.
 *
 * @nestjs/swagger lists the parameters it reflects from the handler's signature and appends the
 * `@ApiParam`s it found none for; it skips a reflected parameter whose design type is `Object`.
 * That type depends on the compiler: for a parameter typed with an imported union alias
 * (`metric: LeaderboardMetric`), tsc emits `String` and vitest's transform, which sees one file at
 * a time, emits `Object`; so the built server and the tests listed `{metric}` and `limit`, or
 * `{kind}` and `{id}`, in different orders. Sorted here, the order is the path's with any compiler.
 */
function inPathOrder<Parameter extends { in?: string; name?: string } | { $ref: string }>(
  path: string,
  parameters: Parameter[],
): Parameter[] {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const rank = (parameter: Parameter) =>
    'in' in parameter && parameter.in === 'path' && parameter.name !== undefined && names.includes(parameter.name)
      ? names.indexOf(parameter.name)
      : names.length;
  // Array.prototype.sort is stable: parameters of the same rank keep their order.
  return [...parameters].sort((left, right) => rank(left) - rank(right));
}

/**
 * What holds for every operation by construction, so new endpoints are documented without
 * extra decorators:
 * - security: `@Roles`/`@SignedIn` declare the session cookie or a bearer token, `@SignedInSession` the cookie
 *   only; every other operation is public (`security: []`);
 * - path parameters first, in the path's order (`inPathOrder`);
 * - 400 where a body, query or typed path parameter is validated (global ValidationPipe, ParseIdPipe, enum pipes);
 * - 403/413/415 answered by the middleware to state-changing requests (cross-site browser requests,
 *   oversized or non-JSON bodies);
 * - 401/429 (and 403 to writes) answered to API tokens where the bearer scheme applies.
 */
export function applyApiConventions(document: OpenAPIObject): OpenAPIObject {
  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      operation.security ??= [];
      if (operation.parameters) operation.parameters = inPathOrder(path, operation.parameters);
      const parameters = (operation.parameters ?? []) as ParameterObject[];
      const validated =
        !!operation.requestBody ||
        parameters.some((parameter) => parameter.in === 'query' || isValidatedPathParameter(parameter));
      if (validated) {
        addResponse(
          operation,
          '400',
          'Invalid input; `message` says what is wrong and `errors` lists the problems per field',
        );
      }
      if (STATE_CHANGING.has(method)) {
        addResponse(operation, '403', 'Refused cross-site request (a browser sent it from another site)');
      }
      if (operation.security.some((requirement) => BEARER_SCHEME in requirement)) {
        addResponse(operation, '401', 'Unknown, expired or revoked API token');
        addResponse(operation, '429', 'Too many requests with this API token');
        if (STATE_CHANGING.has(method)) addResponse(operation, '403', 'Called with a read-only API token');
      }
      if (operation.requestBody) {
        addResponse(operation, '413', 'Request body is too large');
        addResponse(operation, '415', 'Content-Type must be application/json');
      }
    }
  }
  return document;
}

/**
 * What the @nestjs/swagger plugin read from the DTO types (`src/metadata.ts`, written by
 * `npm run swagger-metadata`): required (`?`) and nullable (`| null`), which `@ApiProperty`
 * therefore does not repeat. Loaded before the document is built.
 */
async function loadSwaggerMetadata(): Promise<void> {
  await SwaggerModule.loadPluginMetadata(swaggerMetadata);
}

function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('ChainBoost API')
    .setDescription(
      'API of the ChainBoost Web3 growth platform: the public website (projects, articles, insights, leaderboards, ' +
        'contact), the partner portal (partner profile, referral links, campaigns, submissions) and the admin tools.\n\n' +
        'Successful answers are `{ success: true, data }` (auth endpoints: `{ success, message, user }`); errors are ' +
        '`{ success: false, message, errors? }`, where `errors` lists validation problems per field.\n\n' +
        `Signing in (\`POST /api/auth/login\` or \`/api/auth/signup\`) sets the \`${SESSION_COOKIE_NAME}\` session cookie; ` +
        'operations marked with the `session` security scheme need it. Scripts can instead send a personal API token, ' +
        'created on the account page, as `Authorization: Bearer <token>` (the `bearer` scheme) to the operations that ' +
        'list it; such requests carry no cookie and need no same-site check. When a request sends both, the token ' +
        'decides, and a bad token is a 401 even beside a valid cookie. A `read` token may only make GET requests (403 ' +
        'otherwise); managing tokens, the password, two-factor and the email address needs the session (403). ' +
        'State-changing requests must send `Content-Type: application/json` and, from browsers, come from the same site.',
    )
    .setVersion('1.0.0')
    .setLicense('Proprietary: all rights reserved; ask the team before using the API outside this website', '/#contact')
    .addServer('/', 'This server')
    .addCookieAuth(
      SESSION_COOKIE_NAME,
      {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE_NAME,
        description: 'The session cookie set by signing in or signing up; HttpOnly, SameSite=Lax.',
      },
      SESSION_SCHEME,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'cbt_ API token',
        description:
          'A personal API token (`cbt_…`) from the account page. Unknown, expired or revoked tokens answer 401; requests ' +
          'are rate limited per token (429 with `Retry-After`).',
      },
      BEARER_SCHEME,
    );
  for (const [name, description] of Object.entries(API_TAGS)) builder.addTag(name, description);
  const config = builder.build();
  config.info.contact = { name: 'ChainBoost team (contact form of the website)', url: '/#contact' };
  return applyApiConventions(SwaggerModule.createDocument(app, config));
}

export async function buildOpenApiDocument(app: INestApplication): Promise<OpenAPIObject> {
  await loadSwaggerMetadata();
  return createOpenApiDocument(app);
}

export async function setupOpenApi(app: INestApplication): Promise<void> {
  await loadSwaggerMetadata();
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
    raw: ['json'],
    customSiteTitle: 'ChainBoost API',
  });
}
