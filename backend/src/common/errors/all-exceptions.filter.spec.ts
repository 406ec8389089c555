import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ArgumentsHost, Logger } from '@nestjs/common';
import express, { type Request, type Response } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { assignRequestId } from '../http/request-labels';
import { AllExceptionsFilter } from './all-exceptions.filter';

let server: Server;
let baseUrl: string;
const filter = new AllExceptionsFilter();

function hostOf(request: Request, response: Response): ArgumentsHost {
  return {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
  } as unknown as ArgumentsHost;
}

/** Answers each path by handing its error to the filter after an await, as a failed use case would. */
const failures: Record<string, () => Error> = {
  '/broken': () => new Error('boom'),
  '/database-down': () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
};

beforeAll(async () => {
  const app = express();
  app.use((request, response, next) => {
    assignRequestId(request, response);
    next();
  });
  app.get(/.*/, async (request, response) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    filter.catch(failures[request.path](), hostOf(request, response));
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AllExceptionsFilter', () => {
  it('logs an unexpected error with the id of the request it broke, and answers a bare 500', async () => {
    const logged: unknown[] = [];
    vi.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => void logged.push(message));
    const answer = await fetch(`${baseUrl}/broken`);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ success: false, message: 'Internal server error' });
    expect(logged).toEqual([
      { reqId: answer.headers.get('x-request-id'), msg: expect.stringContaining('Error: boom') },
    ]);
  });

  it('logs an unreachable database as a warning with the request id, and answers 503', async () => {
    const logged: unknown[] = [];
    vi.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void logged.push(message));
    const answer = await fetch(`${baseUrl}/database-down`);
    expect(answer.status).toBe(503);
    expect(logged).toEqual([
      { reqId: answer.headers.get('x-request-id'), msg: 'Database unavailable: connect ECONNREFUSED 127.0.0.1:5432' },
    ]);
  });
});
