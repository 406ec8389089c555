import { IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Express, Request, Response } from 'express';
import { ApiExpressAdapter } from './api-express-adapter';
import { SerializedJson } from './serialized-json';

describe('ApiExpressAdapter', () => {
  let server: Server | undefined;

  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  /** Whether each request had the app's prototype when the server made it, before Express saw it. */
  const madeWithPrototype: boolean[] = [];

  async function serve(
    adapter: ApiExpressAdapter,
    handler: (request: Request, response: Response) => void,
  ): Promise<string> {
    const app = adapter.getInstance<Express>();
    app.get('/probe', handler);
    server = adapter.getHttpServer();
    madeWithPrototype.length = 0;
    server.prependListener('request', (request: IncomingMessage) =>
      madeWithPrototype.push(Object.getPrototypeOf(request) === app.request),
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/probe`;
  }

  it("creates requests and responses with the app's prototypes, so Express has no prototype to change", async () => {
    const adapter = new ApiExpressAdapter();
    adapter.initHttpServer({});
    const app = adapter.getInstance<Express>();
    const url = await serve(adapter, (request, response) => {
      response.json({
        requestPrototype: Object.getPrototypeOf(request) === app.request,
        responsePrototype: Object.getPrototypeOf(response) === app.response,
        nodeTypes: request instanceof IncomingMessage && response instanceof ServerResponse,
        expressApi: typeof request.get === 'function' && request.app === app && typeof response.status === 'function',
        query: request.query,
      });
    });
    const answer = await fetch(`${url}?page=2`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      requestPrototype: true,
      responsePrototype: true,
      nodeTypes: true,
      expressApi: true,
      query: { page: '2' },
    });
    expect(madeWithPrototype).toEqual([true]);
  });

  it('sends a SerializedJson answer as its bytes', async () => {
    const adapter = new ApiExpressAdapter();
    adapter.initHttpServer({});
    const url = await serve(adapter, (_request, response) => {
      adapter.reply(response, SerializedJson.of({ data: [1, 2] }), 201);
    });
    const answer = await fetch(url);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await answer.text()).toBe('{"data":[1,2]}');
  });

  it("falls back to Nest's server where Nest handles connections itself, and Express still sets the prototypes", async () => {
    const adapter = new ApiExpressAdapter();
    adapter.initHttpServer({ forceCloseConnections: true });
    const app = adapter.getInstance<Express>();
    const url = await serve(adapter, (request, response) => {
      response.json({ requestPrototype: Object.getPrototypeOf(request) === app.request });
    });
    expect(await (await fetch(url)).json()).toEqual({ requestPrototype: true });
    expect(madeWithPrototype).toEqual([false]);
  });
});
