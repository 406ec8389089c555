import { IncomingMessage, ServerResponse, createServer } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express, Response } from 'express';
import { SerializedJson } from './serialized-json';

/**
 * Nest's Express adapter, with two changes:
 * - SerializedJson answers are sent without serialising them again;
 * - the HTTP server creates each request and response with Express's prototypes already in place.
 *   Express gives every request and response its prototypes with `Object.setPrototypeOf`; on an
 *   object that has another prototype, V8 makes that a shape change per request, which costs
 *   throughput and, worse, keeps each request's objects alive through a young-generation garbage
 *   collection, so they are copied to the old generation and collected by full collections that
 *   pause the server (a plain Express app: about 7 KB promoted per request, none with this). When
 *   the prototype is already the one given, `setPrototypeOf` changes nothing.
 */
export class ApiExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!(body instanceof SerializedJson)) return super.reply(response, body, statusCode);
    if (statusCode !== undefined) response.status(statusCode);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    return response.send(body.bytes);
  }

  override initHttpServer(options: NestApplicationOptions): void {
    const prototypeSet =
      !options.httpsOptions && !options.forceCloseConnections && !options.return503OnClosing && constructorsCallable();
    if (!prototypeSet) return super.initHttpServer(options);
    const app = this.getInstance<Express>();
    this.httpServer = createServer(
      {
        IncomingMessage: withPrototype(IncomingMessage, app.request),
        ServerResponse: withPrototype(ServerResponse, app.response),
      },
      app,
    );
  }
}

/** Node's request and response constructors are plain functions (not classes), so a subtype can call them. */
function constructorsCallable(): boolean {
  return [IncomingMessage, ServerResponse].every(
    (constructor) => !Function.prototype.toString.call(constructor).startsWith('class'),
  );
}

/**
 * A subtype of Node's request or response type whose instances have `prototype` (the app's
 * request or response) from the start.
 */
function withPrototype<T extends typeof IncomingMessage | typeof ServerResponse>(base: T, prototype: object): T {
  function Subtype(this: object, ...args: unknown[]) {
    (base as unknown as (...values: unknown[]) => void).apply(this, args);
  }
  Subtype.prototype = prototype;
  return Subtype as unknown as T;
}
