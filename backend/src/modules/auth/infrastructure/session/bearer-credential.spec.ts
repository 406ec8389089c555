import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { bearerTokenOf, isBearerRequest, markBearerRequest } from './bearer-credential';

const requestWith = (authorization?: string) =>
  ({ headers: authorization === undefined ? {} : { authorization } }) as Request;

describe('bearerTokenOf', () => {
  it.each([
    ['Bearer cbt_abc', 'cbt_abc'],
    ['bearer   cbt_abc  ', 'cbt_abc'],
    ['BEARER cbt_abc', 'cbt_abc'],
    ['Bearer', ''],
    ['Bearer   ', ''],
  ])('reads %j as %j', (header, token) => {
    expect(bearerTokenOf(requestWith(header))).toBe(token);
  });

  it.each([undefined, 'Basic dXNlcjpwYXNz', 'Bearertoken', 'Token cbt_abc'])('finds no bearer in %j', (header) => {
    expect(bearerTokenOf(requestWith(header))).toBeNull();
  });
});

describe('bearer requests', () => {
  it('are only those marked by the bearer step', () => {
    const marked = requestWith('Bearer x');
    markBearerRequest(marked, 1, 'read');
    expect(isBearerRequest(marked)).toBe(true);
    expect(isBearerRequest(requestWith('Bearer x'))).toBe(false);
  });
});
