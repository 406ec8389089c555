import { describe, expect, it } from 'vitest';
import { landingOf, referrerHostOf, utmOf, type Utm } from './landing-url';

const NO_UTM: Utm = { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null };

describe('landingOf', () => {
  it('keeps a same-site path with its query and fragment', () => {
    expect(landingOf('/articles/3', NO_UTM)).toEqual({ location: '/articles/3', path: '/articles/3' });
    expect(landingOf('/projects?category=DeFi#top', NO_UTM).location).toBe('/projects?category=DeFi#top');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%5cevil',
    'javascript:alert(1)',
    '/\t/evil.example',
    'articles',
    '',
    `/${'a'.repeat(512)}`,
    ['/a'],
    undefined,
  ])('lands %j on /', (to) => {
    expect(landingOf(to, NO_UTM)).toEqual({ location: '/', path: '/' });
  });

  it('appends the utm parameters in a fixed order', () => {
    expect(landingOf('/a?x=1', { ...NO_UTM, utm_medium: 'm', utm_source: 's' }).location).toBe(
      '/a?x=1&utm_source=s&utm_medium=m',
    );
  });
});

describe('utmOf', () => {
  it('trims, cuts to 200 characters and drops empty, repeated or control-character values', () => {
    expect(
      utmOf({
        utm_source: '  a  ',
        utm_medium: ' ',
        utm_campaign: ['a', 'b'],
        utm_term: 'x'.repeat(300),
        utm_content: 'a\u0000b',
      }),
    ).toEqual({
      utm_source: 'a',
      utm_medium: null,
      utm_campaign: null,
      utm_term: 'x'.repeat(200),
      utm_content: null,
    });
  });
});

describe('referrerHostOf', () => {
  it('answers the lower-case host, or null when absent, unreadable, not http(s) or this site', () => {
    expect(referrerHostOf('https://News.Example.com:8443/a?b', 'site.example')).toBe('news.example.com');
    expect(referrerHostOf(undefined, 'site.example')).toBeNull();
    expect(referrerHostOf('not a url', 'site.example')).toBeNull();
    expect(referrerHostOf('android-app://com.example', 'site.example')).toBeNull();
    expect(referrerHostOf('https://SITE.example/partners', 'site.example')).toBeNull();
  });
});
