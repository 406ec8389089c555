import { documentedOperation, undocumentedParts } from './documented-responses';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

/** A fetch client with a one-cookie jar, as a browser session would have. */
export class ApiClient {
  cookie: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
    if (setCookie) {
      const pair = setCookie.split(';')[0];
      this.cookie = pair === 'sid=' ? undefined : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON; tests read `text`.
    }
    if (response.ok && response.headers.get('content-type')?.startsWith('application/json')) {
      // Every success answer a test reads is the one docs/openapi.json documents: no field more, none missing.
      const operation = documentedOperation(method, path);
      const problems = operation ? undocumentedParts(operation, response.status, parsed) : [];
      if (problems.length > 0) {
        throw new Error(
          `${method} ${path} answered ${response.status} unlike docs/openapi.json:\n${problems.join('\n')}\n${text.slice(0, 500)}`,
        );
      }
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, body });
  }

  patch<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, { ...options, body });
  }

  put<T = any>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { ...options, body });
  }

  delete<T = any>(path: string, options: RequestOptions = {}) {
    return this.request<T>('DELETE', path, options);
  }

  async login(username: string, password: string): Promise<ApiResponse> {
    const response = await this.post('/api/auth/login', { username, password });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
    return response;
  }
}
