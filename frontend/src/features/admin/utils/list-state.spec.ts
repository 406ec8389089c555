import { describe, expect, expectTypeOf, it } from 'vitest';
import { ADMIN_LISTS } from './admin-lists';
import {
  cursorOf,
  defaultListState,
  exportUrl,
  isFiltered,
  isIsoDate,
  listStateFrom,
  pageRangeLabel,
  pageUrl,
  searchWithListState,
  withChanges,
  type ListSpec,
} from './list-state';

const submissions = ADMIN_LISTS.submissions;
const audit = ADMIN_LISTS.audit;
const users = ADMIN_LISTS.users;

describe('listStateFrom', () => {
  it("reads only the list's own prefixed keys", () => {
    const search = new URLSearchParams(
      'submissions.q=aurora&submissions.status=pending&submissions.category=DeFi&submissions.sort=newest&audit.q=other&q=loose',
    );
    expect(listStateFrom(search, submissions)).toEqual({
      q: 'aurora',
      sort: 'newest',
      from: '',
      to: '',
      filters: { status: 'pending', category: 'DeFi' },
      cursors: [],
    });
    expect(listStateFrom(search, audit).q).toBe('other');
  });

  it('defaults the sort per list: queues oldest first, records newest first', () => {
    expect(listStateFrom(new URLSearchParams(), submissions).sort).toBe('oldest');
    expect(listStateFrom(new URLSearchParams(), audit).sort).toBe('newest');
    expect(listStateFrom(new URLSearchParams(), users).sort).toBe('newest');
    expect(listStateFrom(new URLSearchParams(), ADMIN_LISTS.outbox).sort).toBeUndefined();
  });

  it('drops unknown filter values, bad sorts, impossible dates and an overlong search', () => {
    const search = new URLSearchParams(
      `submissions.status=lost&submissions.sort=sideways&submissions.from=2026-02-30&submissions.to=2026-11-05&submissions.q=${'a'.repeat(120)}`,
    );
    const state = listStateFrom(search, submissions);
    expect(state.filters).toEqual({});
    expect(state.sort).toBe('oldest');
    expect(state.from).toBe('');
    expect(state.to).toBe('2026-11-05');
    expect(state.q).toHaveLength(100);
    expect(
      listStateFrom(new URLSearchParams(`users.q=${'b'.repeat(80)}`), { ...users, searchMaxLength: 50 }).q,
    ).toHaveLength(50);
  });

  it('keeps the trail of page cursors in order', () => {
    const state = listStateFrom(new URLSearchParams('audit.cursor=MjA&audit.cursor=NDA&audit.cursor=bad%20one'), audit);
    expect(state.cursors).toEqual(['MjA', 'NDA']);
  });
});

describe('searchWithListState', () => {
  it('round-trips a state and keeps other lists’ parameters', () => {
    const state = {
      ...defaultListState(submissions),
      q: ' comet ',
      sort: 'newest' as const,
      from: '2026-01-01',
      filters: { listingType: 'featured' },
      cursors: ['MjA'],
    };
    const search = searchWithListState(new URLSearchParams('audit.q=keep&submissions.q=old'), submissions, state);
    expect(search).toBe(
      '?audit.q=keep&submissions.q=comet&submissions.listingType=featured&submissions.from=2026-01-01&submissions.sort=newest&submissions.cursor=MjA',
    );
    expect(listStateFrom(new URLSearchParams(search), submissions)).toEqual({ ...state, q: 'comet' });
  });

  it('leaves defaults out, so an untouched list adds nothing to the address', () => {
    expect(searchWithListState(new URLSearchParams('audit.sort=oldest'), audit, defaultListState(audit))).toBe('');
  });
});

describe('server URLs', () => {
  const state = withChanges(defaultListState(audit), {
    q: 'a&b',
    filters: { action: 'partner.approve' },
    from: '2026-11-01',
    to: '2026-11-30',
  });

  it('asks for the first page with the filters and the sort', () => {
    expect(pageUrl(audit, state)).toBe(
      '/api/admin/audit?limit=20&q=a%26b&action=partner.approve&from=2026-11-01&to=2026-11-30&sort=newest',
    );
    expect(pageUrl(users, defaultListState(users))).toBe('/api/admin/users?limit=20&sort=newest');
    expect(pageUrl(ADMIN_LISTS.outbox, defaultListState(ADMIN_LISTS.outbox))).toBe('/api/admin/outbox?limit=20');
  });

  it('asks for a later page with the last cursor walked', () => {
    expect(pageUrl(audit, { ...state, cursors: ['MjA', 'NDA'] })).toMatch(/&cursor=NDA$/);
  });

  it('exports with the same filters and no paging', () => {
    expect(exportUrl(audit, { ...state, cursors: ['MjA'] })).toBe(
      '/api/admin/audit/export?q=a%26b&action=partner.approve&from=2026-11-01&to=2026-11-30&sort=newest',
    );
    expect(exportUrl(users, defaultListState(users))).toBeNull();
  });
});

describe('paging helpers', () => {
  it('reads the cursor of the next-page link', () => {
    expect(cursorOf('/api/admin/audit?limit=20&q=x&cursor=eyJpZCI6NDB9')).toBe('eyJpZCI6NDB9');
    expect(cursorOf('https://agency.example/api/admin/audit?cursor=NDA')).toBe('NDA');
    expect(cursorOf('/api/admin/audit?limit=20')).toBeNull();
    expect(cursorOf(null)).toBeNull();
  });

  it('starts again at the first page when a filter changes', () => {
    const deep = { ...defaultListState(audit), cursors: ['MjA', 'NDA'], filters: { action: 'user.disable' } };
    const changed = withChanges(deep, { filters: { targetType: 'user' } });
    expect(changed.cursors).toEqual([]);
    expect(changed.filters).toEqual({ action: 'user.disable', targetType: 'user' });
  });

  it('tells a filtered list from a plain one (the sort alone filters nothing)', () => {
    expect(isFiltered(audit, defaultListState(audit))).toBe(false);
    expect(isFiltered(audit, { ...defaultListState(audit), sort: 'oldest' })).toBe(false);
    expect(isFiltered(audit, { ...defaultListState(audit), to: '2026-01-01' })).toBe(true);
    expect(isFiltered(audit, { ...defaultListState(audit), filters: { action: '' } })).toBe(false);
  });

  it('labels the range of the page shown', () => {
    expect(pageRangeLabel(0, 20, 45)).toBe('1–20 of 45');
    expect(pageRangeLabel(2, 5, 45)).toBe('41–45 of 45');
    expect(pageRangeLabel(1, 0, 20)).toBe('0 of 20');
    expect(pageRangeLabel(0, 3, null)).toBe('1–3');
  });

  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-05')).toBe(false);
  });
});

describe('ListSpec (checked against the API document)', () => {
  const filter = <Key extends string>(key: Key) => ({ key, label: 'Filter', allLabel: 'All', options: [] });

  it("takes the path's query parameters as filter keys, and nothing else compiles", () => {
    expectTypeOf({ prefix: 'test', endpoint: '/api/admin/audit', filters: [filter('action')] } as const).toExtend<
      ListSpec<'/api/admin/audit'>
    >();
    const specs = {
      // @ts-expect-error the audit log takes no status filter
      wrongKey: { prefix: 'test', endpoint: '/api/admin/audit', filters: [filter('status')] },
      // @ts-expect-error the API has no such path
      wrongPath: { prefix: 'test', endpoint: '/api/admin/audits', filters: [] },
      // @ts-expect-error the outbox takes no search (no `q` parameter)
      noSearch: { prefix: 'test', endpoint: '/api/admin/outbox', searchLabel: 'Search', filters: [] },
    } satisfies Record<string, ListSpec>;
    expect(Object.keys(specs)).toHaveLength(3);
  });
});
