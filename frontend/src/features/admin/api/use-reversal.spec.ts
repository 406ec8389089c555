import { describe, expect, it } from 'vitest';
import { reversalUrl } from './use-reversal';

describe('reversalUrl', () => {
  it('names the route of each reversal', () => {
    expect(reversalUrl('unpublish-article', 4)).toBe('/api/admin/articles/4/unpublish');
    expect(reversalUrl('reopen-article', 4)).toBe('/api/admin/articles/4/reopen');
    expect(reversalUrl('reopen-submission', 5)).toBe('/api/project-submissions/5/reopen');
    expect(reversalUrl('unverify-project', 6)).toBe('/api/admin/projects/6/unverify');
    expect(reversalUrl('revoke-partner', 7)).toBe('/api/admin/partners/7/revoke');
  });
});
