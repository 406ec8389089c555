import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserGet } from './support/browser-request';
import { startTestApp, type TestApp } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const NAVIGATION = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await app.partner('DEEP-LINK');
});

afterAll(async () => {
  await app.close();
});

/** Follows /r/DEEP-LINK with this raw query string; answers where it redirects. */
async function landing(query: string): Promise<string | null> {
  const response = await browserGet(`${app.baseUrl}/r/DEEP-LINK${query}`, { 'user-agent': BROWSER, ...NAVIGATION });
  expect(response.status).toBe(302);
  expect(response.headers.get('content-type') ?? '').not.toMatch(/json/);
  return response.headers.get('location');
}

describe('GET /r/{code}?to=', () => {
  it('lands on a same-site path, with its own query and fragment', async () => {
    expect(await landing('?to=/articles/3')).toBe('/articles/3');
    expect(await landing('?to=%2Farticles%2F3')).toBe('/articles/3');
    expect(await landing('?to=/projects?category=DeFi%23x')).toBe('/projects?category=DeFi#x');
    expect(await landing('?to=/a/../b')).toBe('/b');
  });

  it.each([
    ['an absolute URL', '?to=https://evil.example/'],
    ['an http URL', '?to=http%3A%2F%2Fevil.example'],
    ['a protocol-relative URL', '?to=//evil.example/path'],
    ['a protocol-relative URL, encoded', '?to=%2F%2Fevil.example'],
    ['a slash-backslash', '?to=/%5Cevil.example'],
    ['a backslash pair', '?to=%5C%5Cevil.example'],
    ['a backslash inside the path', '?to=/path%5C..%5C%5Cevil.example'],
    ['an encoded double slash inside', '?to=/%2F%2Fevil.example'],
    ['a double-encoded double slash', '?to=%252F%252Fevil.example'],
    ['javascript:', '?to=javascript:alert(1)'],
    ['a tab that URL parsing would drop', '?to=/%09/evil.example'],
    ['a newline', '?to=/x%0D%0ALocation:%20https://evil.example'],
    ['a path over 512 characters', `?to=/${'a'.repeat(512)}`],
    ['a relative path', '?to=articles/3'],
    ['a repeated parameter', '?to=/a&to=/b'],
    ['an empty value', '?to='],
  ])('lands on / for %s', async (_name, query) => {
    expect(await landing(query)).toBe('/');
  });

  it('carries the utm_* parameters over, trimmed, and drops the others', async () => {
    expect(await landing('?to=/articles/3&utm_source=%20x%20&utm_medium=social&ref=other&utm_other=1')).toBe(
      '/articles/3?utm_source=x&utm_medium=social',
    );
    expect(await landing('?utm_campaign=spring%20launch&utm_term=a&utm_content=b')).toBe(
      '/?utm_campaign=spring+launch&utm_term=a&utm_content=b',
    );
    expect(await landing('?to=//evil.example&utm_source=x')).toBe('/?utm_source=x');
  });

  it('lands an unknown code on the deep link too, without recording anything', async () => {
    const response = await browserGet(`${app.baseUrl}/r/NO-SUCH-LINK?to=/articles/3`, {
      'user-agent': BROWSER,
      ...NAVIGATION,
    });
    expect(response.headers.get('location')).toBe('/articles/3');
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
