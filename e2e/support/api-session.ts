import { expect } from 'vitest';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** A non-browser API client with its own session cookie, for preparing what the pages show. */
export class ApiSession {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async call<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<ApiAnswer<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(this.cookies.size > 0 ? { Cookie: [...this.cookies.values()].join('; ') } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0];
      this.cookies.set(pair.split('=')[0], pair);
    }
    return { status: response.status, body: (await response.json()) as T };
  }

  /** The value of one of this session's cookies, e.g. to hand the session to a browser. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.slice(name.length + 1);
  }

  async expect(method: HttpMethod, path: string, body: unknown, status: number): Promise<void> {
    const answer = await this.call(method, path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  }

  /** The `data` of a successful answer; any other answer fails the step that sent it. */
  async send<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    const answer = await this.call<{ data?: T }>(method, path, body);
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body.data as T;
  }
}

/** A session for a newly signed-up user (signup signs the user in). */
export async function signedUpSession(baseUrl: string, username: string, password = 'secret123'): Promise<ApiSession> {
  const session = new ApiSession(baseUrl);
  await session.expect('POST', '/api/auth/signup', { username, password }, 201);
  return session;
}
