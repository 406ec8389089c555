import { describe, expect, it } from 'vitest';
import { OUTBOX_FIRST_PAGE, currentPage, firstPageTrail, nextPageTrail, previousPageTrail, trailRangeLabel } from './outbox-paging';

describe('the outbox page trail', () => {
  it('starts at the newest page', () => {
    expect(OUTBOX_FIRST_PAGE).toBe('/api/admin/outbox?limit=20');
    expect(currentPage(firstPageTrail())).toBe(OUTBOX_FIRST_PAGE);
  });

  it('goes forward along the Link header and back along the trail', () => {
    const second = nextPageTrail(firstPageTrail(), '/api/admin/outbox?limit=20&cursor=NDA');
    expect(currentPage(second)).toBe('/api/admin/outbox?limit=20&cursor=NDA');
    const third = nextPageTrail(second, '/api/admin/outbox?limit=20&cursor=MjA');
    expect(third).toHaveLength(3);
    expect(previousPageTrail(third)).toEqual(second);
    expect(previousPageTrail(previousPageTrail(third))).toEqual(firstPageTrail());
  });

  it('stays put past either end', () => {
    expect(previousPageTrail(firstPageTrail())).toEqual(firstPageTrail());
    const trail = firstPageTrail();
    expect(nextPageTrail(trail, null)).toBe(trail);
  });
});

describe('trailRangeLabel', () => {
  it('counts from the depth of the trail and the items on the page', () => {
    expect(trailRangeLabel(firstPageTrail(), 20, 45)).toBe('1–20 of 45');
    expect(trailRangeLabel(['a', 'b', 'c'], 5, 45)).toBe('41–45 of 45');
    expect(trailRangeLabel(firstPageTrail(), 0, 0)).toBe('0 of 0');
    expect(trailRangeLabel(['a', 'b'], 3, null)).toBe('21–23');
  });
});
