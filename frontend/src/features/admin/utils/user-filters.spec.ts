import { describe, expect, it } from 'vitest';
import { searchWithUserFilters, userFiltersFrom, usersFirstPage } from './user-filters';

describe('userFiltersFrom', () => {
  it('reads the search and a known role from the query string', () => {
    expect(userFiltersFrom(new URLSearchParams('q=ali&role=partner'))).toEqual({ q: 'ali', role: 'partner' });
  });

  it('ignores an unknown role and cuts an overlong search', () => {
    expect(userFiltersFrom(new URLSearchParams(`role=owner&q=${'a'.repeat(80)}`))).toEqual({ q: 'a'.repeat(50), role: '' });
  });
});

describe('searchWithUserFilters', () => {
  it('sets the filters and keeps other parameters', () => {
    expect(searchWithUserFilters(new URLSearchParams('x=1'), { q: ' bo ', role: 'user' })).toBe('?x=1&q=bo&role=user');
  });

  it('leaves empty filters out', () => {
    expect(searchWithUserFilters(new URLSearchParams('q=old&role=admin'), { q: '  ', role: '' })).toBe('');
  });
});

describe('usersFirstPage', () => {
  it('asks for one page with the filters', () => {
    expect(usersFirstPage({ q: 'a&b', role: 'admin' }, 20)).toBe('/api/admin/users?limit=20&q=a%26b&role=admin');
    expect(usersFirstPage({ q: '', role: '' }, 20)).toBe('/api/admin/users?limit=20');
  });
});
