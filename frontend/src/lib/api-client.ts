import { createFinalURL, defaultPathSerializer, type ParamsOption, type RequestBodyOption } from 'openapi-fetch';
import type { paths } from './api-schema';
import type { ApiSuccess } from './api-types';

export type FetchKey = string | readonly (string | number)[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The API's paths that answer `method`, as docs/openapi.json names them ('/api/referrals/{id}').
 * Every request of the client names one of these, so a path the server does not have (or does
 * not have for that method) fails to compile.
 */
export type ApiPath<Method extends HttpMethod = 'GET'> = {
  [Path in keyof paths]: paths[Path][Lowercase<Method>] extends undefined ? never : Path;
}[keyof paths];

/** The document's operation behind `method` on `path`. */
export type ApiOperation<Method extends HttpMethod, Path extends ApiPath<Method>> = NonNullable<
  paths[Path][Lowercase<Method>]
>;

/**
 * What one request sends besides its path, typed from the operation (openapi-fetch's options):
 * `params.path` fills the `{...}` of the path, `params.query` is the query string and `body` the
 * JSON body. Whatever the operation requires is required here; anything it does not take fails
 * to compile.
 */
export type ApiInit<Operation> = ParamsOption<Operation> & RequestBodyOption<Operation>;

type RequiredKeysOf<Type> = {
  [Key in keyof Type]-?: object extends Pick<Type, Key> ? never : Key;
}[keyof Type];

/** Path and query parameters alone, for a URL that is named rather than sent; optional when none is required. */
type ParamsArgument<Operation> =
  RequiredKeysOf<ParamsOption<Operation>> extends never
    ? [init?: ParamsOption<Operation>]
    : [init: ParamsOption<Operation>];

/** The init argument, optional when the operation requires nothing. */
type InitArgument<Operation> =
  RequiredKeysOf<ApiInit<Operation>> extends never ? [init?: ApiInit<Operation>] : [init: ApiInit<Operation>];

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;

type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends SuccessStatus
        ? Responses[Status] extends { content: { 'application/json': infer Body } }
          ? Body
          : never
        : never;
    }[keyof Responses]
  : never;

/** The parsed JSON of a 2xx answer to `method` on `path`; undefined for an operation that answers without a body. */
export type ApiResponse<Method extends HttpMethod, Path extends ApiPath<Method>> = [
  SuccessBody<ApiOperation<Method, Path>>,
] extends [never]
  ? undefined
  : SuccessBody<ApiOperation<Method, Path>>;

/** The `data` of a `{ success, data }` answer to `method` on `path`. */
export type ApiData<Method extends HttpMethod, Path extends ApiPath<Method>> =
  ApiResponse<Method, Path> extends { data: infer Data } ? Data : undefined;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The query string as URLSearchParams writes it (a space is '+'), as the client always wrote it:
 * SWR keys and links stay what they were. Absent (undefined or null) parameters are left out;
 * an array repeats its name.
 */
function serializeQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value == null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  return search.toString();
}

interface UrlParams {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

function urlOf(path: string, params: UrlParams | undefined): string {
  return createFinalURL(path, {
    baseUrl: '',
    params: params ?? {},
    querySerializer: serializeQuery,
    pathSerializer: defaultPathSerializer,
  });
}

declare const keyPath: unique symbol;

/**
 * The URL of a GET on `Path` (an SWR key), as `apiKey` writes it. At run time it is the plain
 * string; its type remembers the path, so the readers (`fetchData`, `fetchPublicData`,
 * `useApiData`) answer the type the document gives that path's 200, and a string written by
 * hand is not a key.
 */
export type ApiKey<Path extends ApiPath = ApiPath> = string & { readonly [keyPath]: Path };

/**
 * The same-origin URL of a GET: `path` with its path parameters filled in and its query
 * (`apiKey('/api/referrals/stats', { params: { query: { from, to } } })` is
 * '/api/referrals/stats?from=...&to=...'). It is every SWR key of an API read (the readers GET
 * the key), every CSV download link, and what cache invalidation matches keys against, so keys
 * are never written by hand.
 */
export function apiKey<Path extends ApiPath>(
  path: Path,
  ...[init]: ParamsArgument<ApiOperation<'GET', Path>>
): ApiKey<Path> {
  return urlOf(path, (init as { params?: UrlParams } | undefined)?.params) as ApiKey<Path>;
}

/** The URL of `method` on the typed `path` with its parameters, for what names a request without sending it. */
export function apiUrl<Method extends HttpMethod, Path extends ApiPath<Method>>(
  _method: Method,
  path: Path,
  ...[init]: ParamsArgument<ApiOperation<Method, Path>>
): string {
  return urlOf(path, (init as { params?: UrlParams } | undefined)?.params);
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function keyToUrl(key: FetchKey): string {
  return typeof key === 'string' ? key : key.join('/');
}

interface ReadBody {
  text: string;
  json: unknown;
}

async function readBody(response: Response): Promise<ReadBody> {
  const text = await response.text();
  if (!text) return { text, json: undefined };
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch {
    return { text, json: undefined };
  }
}

function statusMessage(response: Response, bodyText: string): string {
  return `${response.status}: ${bodyText || response.statusText}`;
}

export function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * `failureMessage` replaces the "status: body" message of a refusal (spec §8: read failures
 * throw generic messages such as 'Failed to fetch projects'); status and body stay on the error.
 */
async function getJson<T>(key: FetchKey, credentials: RequestCredentials, failureMessage?: string): Promise<T> {
  const response = await fetch(keyToUrl(key), {
    credentials,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    const { text, json } = await readBody(response);
    throw new ApiError(failureMessage ?? statusMessage(response, text), response.status, json);
  }
  return (await response.json()) as T;
}

/**
 * The SWR default fetcher (spec §8): the key is the path, the session cookie goes along. Every
 * read of the app names its own typed reader; this one only backs SWR's configuration, so it
 * answers unknown.
 */
export function defaultFetcher(key: FetchKey): Promise<unknown> {
  return getJson<unknown>(key, 'include');
}

/** For the public reads the spec makes without credentials (leaderboards, insights, projects); unknown as above. */
export function publicFetcher(key: FetchKey): Promise<unknown> {
  return getJson<unknown>(key, 'omit');
}

async function request(method: HttpMethod, url: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(url, init);
  if (!response.ok) {
    const { text, json } = await readBody(response);
    // Spec §8's default error message; the server's own explanation stays in `body` (serverMessage).
    throw new ApiError(statusMessage(response, text), response.status, json);
  }
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * Mutation helper: `method` on the typed `path`, with `init.params` (path and query) and
 * `init.body` (sent as JSON) as the operation declares them. A 2xx with an empty body resolves
 * to undefined; a 2xx whose body is not JSON rejects with the parser's SyntaxError, so callers
 * can tell it from a server refusal.
 */
export async function apiRequest<Method extends HttpMethod, Path extends ApiPath<Method>>(
  method: Method,
  path: Path,
  ...[init]: InitArgument<ApiOperation<Method, Path>>
): Promise<ApiResponse<Method, Path>> {
  const { params, body } = (init ?? {}) as { params?: UrlParams; body?: unknown };
  return (await request(method, urlOf(path, params), body)) as ApiResponse<Method, Path>;
}

/**
 * GETs `key` with the session cookie and unwraps the `{ success, data }` envelope; the answer's
 * type is the `data` the document gives the key's path. A refusal throws an ApiError with
 * `failureMessage` (when given), keeping the status and body.
 */
export async function fetchData<Path extends ApiPath>(
  key: ApiKey<Path>,
  failureMessage?: string,
): Promise<ApiData<'GET', Path>> {
  return (await getJson<ApiSuccess<ApiData<'GET', Path>>>(key, 'include', failureMessage)).data;
}

/** fetchData without credentials, for the public reads; `failureMessage` as for fetchData. */
export async function fetchPublicData<Path extends ApiPath>(
  key: ApiKey<Path>,
  failureMessage?: string,
): Promise<ApiData<'GET', Path>> {
  return (await getJson<ApiSuccess<ApiData<'GET', Path>>>(key, 'omit', failureMessage)).data;
}

/** apiRequest unwrapped from the `{ success, data }` envelope. */
export async function sendData<Method extends HttpMethod, Path extends ApiPath<Method>>(
  method: Method,
  path: Path,
  ...[init]: InitArgument<ApiOperation<Method, Path>>
): Promise<ApiData<Method, Path>> {
  const { params, body } = (init ?? {}) as { params?: UrlParams; body?: unknown };
  return ((await request(method, urlOf(path, params), body)) as { data: ApiData<Method, Path> }).data;
}

/** The server's own explanation of a refusal; undefined when it gave none or never answered. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? serverMessageOf(error.body) : undefined;
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

export function isUnauthorized(error: unknown): boolean {
  return errorStatus(error) === 401;
}

/** The server's explanation when it gave one, else the screen's fallback text. */
export function mutationErrorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
