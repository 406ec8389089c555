import { vi } from 'vitest';

/** One request the component sent, with its JSON body parsed. */
export interface StubbedRequest {
  method: string;
  /** Path and query, e.g. `/api/contact`. */
  path: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Answer = Response | Promise<Response>;
type Handler = (request: StubbedRequest) => Answer;

interface Route {
  method: string;
  path: string;
  handler: Handler;
}

/** A JSON answer, as the server gives it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The `{ success, data }` envelope most reads and writes answer with. */
export function data(value: unknown, status = 200): Response {
  return json({ success: true, data: value }, status);
}

/** A refusal with the server's message, e.g. a 400 or 409. */
export function refusal(status: number, message: string): Response {
  return json({ success: false, message }, status);
}

/** An answer the test releases when it wants to, to look at the screen while a request is under way. */
export function heldAnswer(): { answer: Promise<Response>; release: (response: Response) => void } {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

/**
 * Replaces `fetch` with a per-test route table: `on(method, path, answer)` answers one path
 * (query included when the route names one, else any query), the latest route for a path wins,
 * and a request no route answers fails as a network failure would. `requests` lists what was
 * sent, in order. Only the network is replaced: the components' own request code runs as in the
 * browser.
 */
export function stubFetch() {
  const routes: Route[] = [];
  const requests: StubbedRequest[] = [];

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: StubbedRequest = {
      method,
      path: url.pathname + url.search,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      credentials: init?.credentials,
    };
    requests.push(request);
    const route = routes.findLast(
      (candidate) =>
        candidate.method === method &&
        (candidate.path === request.path || (!candidate.path.includes('?') && candidate.path === url.pathname)),
    );
    if (!route) throw new TypeError(`Failed to fetch (no stubbed answer for ${method} ${request.path})`);
    return route.handler(request);
  });
  vi.stubGlobal('fetch', fetchStub);

  const api = {
    requests,
    /** Answers `method path` with `answer` (a Response, or a function of the request giving one). */
    on(method: string, path: string, answer: Response | Handler) {
      // A Response body can be read once: a fixed answer is cloned for each request.
      const handler: Handler = typeof answer === 'function' ? answer : () => answer.clone();
      routes.push({ method: method.toUpperCase(), path, handler });
      return api;
    },
    /** The requests sent to `method path` (path without query matches any query). */
    sent(method: string, path: string): StubbedRequest[] {
      return requests.filter(
        (request) =>
          request.method === method.toUpperCase() &&
          (request.path === path || (!path.includes('?') && request.path.split('?')[0] === path)),
      );
    },
  };
  return api;
}

export type FetchStub = ReturnType<typeof stubFetch>;
