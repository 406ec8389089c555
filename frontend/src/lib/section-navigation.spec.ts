import { describe, expect, it } from 'vitest';
import { requestedSection, sectionHref } from './section-navigation';

describe('requestedSection', () => {
  it('reads a landing section from the hash', () => {
    expect(requestedSection('#contact', null, 'POP')).toBe('contact');
  });

  it('reads a landing section from router state on a push', () => {
    expect(requestedSection('', { scrollTo: 'partner' }, 'PUSH')).toBe('partner');
    expect(requestedSection('', { scrollTo: 'about' }, 'REPLACE')).toBe('about');
  });

  it('leaves back/forward navigation to scroll restoration', () => {
    expect(requestedSection('', { scrollTo: 'partner' }, 'POP')).toBeUndefined();
  });

  it('ignores ids that are not landing sections', () => {
    expect(requestedSection('#main-content', null, 'PUSH')).toBeUndefined();
    expect(requestedSection('', { scrollTo: 'nowhere' }, 'PUSH')).toBeUndefined();
    expect(requestedSection('', null, 'PUSH')).toBeUndefined();
  });
});

describe('sectionHref', () => {
  it('points at the section on the landing page', () => {
    expect(sectionHref('services')).toBe('/#services');
  });
});
