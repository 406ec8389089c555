import { describe, expect, it } from 'vitest';
import { ARTICLE_EXCERPT_LIMIT, PROJECT_DESCRIPTION_LIMIT, truncate } from './truncate';

describe('truncate', () => {
  it('keeps text at or under the limit unchanged', () => {
    expect(truncate('short', 100)).toBe('short');
    expect(truncate('x'.repeat(100), PROJECT_DESCRIPTION_LIMIT)).toBe('x'.repeat(100));
    expect(truncate('', 10)).toBe('');
  });

  it("cuts longer text to the limit and adds '...'", () => {
    expect(truncate('x'.repeat(101), PROJECT_DESCRIPTION_LIMIT)).toBe(`${'x'.repeat(100)}...`);
    expect(truncate('y'.repeat(400), ARTICLE_EXCERPT_LIMIT)).toBe(`${'y'.repeat(150)}...`);
  });

  it('drops whitespace left at the cut', () => {
    expect(truncate('abcd efgh', 5)).toBe('abcd...');
  });

  it('counts an emoji as one character', () => {
    expect(truncate('🚀🚀🚀', 2)).toBe('🚀🚀...');
    expect(truncate('🚀🚀', 2)).toBe('🚀🚀');
  });

  it('uses the spec limits', () => {
    expect([PROJECT_DESCRIPTION_LIMIT, ARTICLE_EXCERPT_LIMIT]).toEqual([100, 150]);
  });
});
