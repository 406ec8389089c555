import { ApiError, apiRequest, defaultFetcher, serverMessageOf, type FetchKey, type HttpMethod } from '../../../lib/api-client';
import type { ApiSuccess } from '../../../lib/api-types';

/** The default fetcher, unwrapped from the `{ success, data }` envelope. */
export async function fetchData<T>(key: FetchKey): Promise<T> {
  return (await defaultFetcher<ApiSuccess<T>>(key)).data;
}

export async function sendData<T>(method: HttpMethod, url: string, body: unknown): Promise<T> {
  return (await apiRequest<ApiSuccess<T>>(method, url, body)).data;
}

/** The server's own explanation when it gave one, else the screen's fallback text. */
export function mutationErrorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? serverMessageOf(error.body) : undefined) ?? fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
