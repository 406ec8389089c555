import { describe, expect, it } from 'vitest';
import { keepsScrollPosition } from './scroll-restoration';

const home = { pathname: '/', search: '', state: null };

describe('keepsScrollPosition', () => {
  it('keeps the position of the first page, where a visitor may have scrolled before the code loaded', () => {
    expect(keepsScrollPosition(null, home, 'POP')).toBe(true);
  });

  it('resets when the page changes', () => {
    expect(
      keepsScrollPosition(home, { pathname: '/articles', search: '', state: { scrollTo: 'contact' } }, 'PUSH'),
    ).toBe(false);
    expect(keepsScrollPosition(home, { ...home, search: '?page=2' }, 'REPLACE')).toBe(false);
  });

  it('keeps the position for a section link on the same page', () => {
    expect(keepsScrollPosition(home, { ...home, state: { scrollTo: 'contact' } }, 'PUSH')).toBe(true);
  });

  it('keeps the position when a tab replaces the hash of the same page', () => {
    const admin = { pathname: '/admin', search: '', state: null };
    expect(keepsScrollPosition(admin, admin, 'REPLACE')).toBe(true);
  });

  it('resets when a plain link leads to the page already shown', () => {
    expect(keepsScrollPosition(home, home, 'PUSH')).toBe(false);
  });
});
