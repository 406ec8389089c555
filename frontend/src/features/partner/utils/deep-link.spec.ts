import { describe, expect, it } from 'vitest';
import { buildDeepLink, deepLinkPathProblem } from './deep-link';

const origin = 'https://app.example';

describe('buildDeepLink', () => {
  it('is the plain link when neither a page nor UTM parameters are given', () => {
    expect(buildDeepLink(origin, 'NOVA-1', { path: '', utm: {} })).toBe('https://app.example/r/NOVA-1');
    expect(buildDeepLink(origin, 'NOVA-1', { path: '/', utm: { utm_source: '  ' } })).toBe(
      'https://app.example/r/NOVA-1',
    );
  });

  it('carries the target page, encoded, and the UTM parameters given', () => {
    expect(
      buildDeepLink(origin, 'NOVA-1', {
        path: '/articles/3?ref=a&b=c#top',
        utm: { utm_source: 'twitter', utm_medium: 'social post', utm_campaign: 'spring' },
      }),
    ).toBe(
      'https://app.example/r/NOVA-1?to=%2Farticles%2F3%3Fref%3Da%26b%3Dc%23top&utm_source=twitter&utm_medium=social+post&utm_campaign=spring',
    );
    expect(buildDeepLink(origin, 'NOVA-1', { path: ' /projects/defi ', utm: { utm_campaign: 'q3' } })).toBe(
      'https://app.example/r/NOVA-1?to=%2Fprojects%2Fdefi&utm_campaign=q3',
    );
  });

  it('builds nothing for a target off this site', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'articles/3',
      '/a b',
      '/%2F%2Fevil.example',
      '/%5cevil',
    ]) {
      expect(deepLinkPathProblem(path), path).not.toBeNull();
      expect(buildDeepLink(origin, 'NOVA-1', { path, utm: {} }), path).toBeNull();
    }
  });

  it('builds nothing for an over-long UTM value', () => {
    expect(buildDeepLink(origin, 'NOVA-1', { path: '/', utm: { utm_source: 'x'.repeat(101) } })).toBeNull();
  });
});
