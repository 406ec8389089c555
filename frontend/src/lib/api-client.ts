import type { ApiSuccess } from './api-types';

export type FetchKey = string | readonly (string | number)[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

/** The SWR default fetcher (spec §8): the key is the path, the session cookie goes along. */
export function defaultFetcher<T = unknown>(key: FetchKey): Promise<T> {
  return getJson<T>(key, 'include');
}

/** For the public reads the spec makes without credentials (leaderboards, insights, projects). */
export function publicFetcher<T = unknown>(key: FetchKey): Promise<T> {
  return getJson<T>(key, 'omit');
}

/**
 * Mutation helper. A 2xx with an empty body resolves to undefined; a 2xx whose body is not
 * JSON rejects with the parser's SyntaxError, so callers can tell it from a server refusal.
 */
export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
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
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The default fetcher unwrapped from the `{ success, data }` envelope. A refusal throws an
 * ApiError with `failureMessage` (when given), keeping the status and body.
 */
export async function fetchData<T>(key: FetchKey, failureMessage?: string): Promise<T> {
  return (await getJson<ApiSuccess<T>>(key, 'include', failureMessage)).data;
}

/** The public fetcher (no credentials) unwrapped from the envelope; `failureMessage` as for fetchData. */
export async function fetchPublicData<T>(key: FetchKey, failureMessage?: string): Promise<T> {
  return (await getJson<ApiSuccess<T>>(key, 'omit', failureMessage)).data;
}

/** apiRequest unwrapped from the envelope. */
export async function sendData<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  return (await apiRequest<ApiSuccess<T>>(method, url, body)).data;
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
