import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBodyMiddleware } from './json-body.middleware';

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const app = express();
  app.use(jsonBodyMiddleware('1kb'));
  app.use((request, response) => {
    response.json({ body: request.body });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

function post(body: string, contentType: string, method = 'POST') {
  return fetch(`${baseUrl}/anything`, { method, headers: { 'content-type': contentType }, body });
}

describe('jsonBodyMiddleware', () => {
  it('parses JSON objects', async () => {
    const response = await post('{"token":"abc"}', 'application/json');
    expect(await response.json()).toEqual({ body: { token: 'abc' } });
  });

  it('accepts the RFC 8058 one-click form body as an empty body', async () => {
    const response = await post('List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ body: {} });
  });

  it.each([
    ['another form body', 'List-Unsubscribe=One-Click&token=abc', 'application/x-www-form-urlencoded', 'POST'],
    ['a form field', 'email=ada%40example.com', 'application/x-www-form-urlencoded', 'POST'],
    ['the one-click body on PUT', 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded', 'PUT'],
    ['the one-click body as text', 'List-Unsubscribe=One-Click', 'text/plain', 'POST'],
    ['a multipart body', '--x\r\n\r\n--x--', 'multipart/form-data; boundary=x', 'POST'],
  ])('refuses %s with 415', async (_label, body, contentType, method) => {
    const response = await post(body, contentType, method);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ success: false, message: 'Content-Type must be application/json' });
  });

  it('refuses a large form body with 415 without reading it all', async () => {
    const response = await post(`List-Unsubscribe=One-Click${'x'.repeat(10_000)}`, 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
  });
});
