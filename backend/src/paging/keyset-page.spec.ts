import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { decodeTimeCursor, setListHeaders } from './keyset-page';

function answer(originalUrl: string, page: Parameters<typeof setListHeaders>[2]) {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as Response;
  setListHeaders({ originalUrl } as Request, response, page, 'oldest');
  return headers;
}

describe('setListHeaders', () => {
  const page = Object.freeze({ items: [], total: 1234, next: { createdAtUs: '1700000000000000', id: '42' } });

  it('links the next page from the URL asked for, keeping its other parameters', () => {
    const headers = answer('/api/admin/audit-log?q=swap&limit=5', page);
    expect(headers['X-Total-Count']).toBe('1234');
    const link = /^<([^>]+)>; rel="next"$/.exec(headers.Link)![1];
    const next = new URL(link, 'http://x');
    expect(next.pathname).toBe('/api/admin/audit-log');
    expect(next.searchParams.get('q')).toBe('swap');
    expect(next.searchParams.get('limit')).toBe('5');
    expect(decodeTimeCursor(next.searchParams.get('cursor')!, 'oldest')).toEqual(page.next);
  });

  it('answers each URL of the same cached page with its own Link, the same every time, also for a copy of the page', () => {
    const first = answer('/api/x?limit=5', page);
    const other = answer('/api/x?limit=7', page);
    expect(other.Link).not.toBe(first.Link);
    expect(other.Link).toContain('limit=7');
    expect(answer('/api/x?limit=5', page)).toEqual(first);
    expect(answer('/api/x?limit=7', { ...page, total: 1235 })).toEqual({ ...other, 'X-Total-Count': '1235' });
  });

  it('sends no Link on the last page', () => {
    expect(answer('/api/x', { items: [], total: 3, next: null })).toEqual({ 'X-Total-Count': '3' });
  });
});
