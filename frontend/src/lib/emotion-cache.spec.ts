import { describe, expect, it } from 'vitest';
import { PRERENDERED_STYLES_ATTRIBUTE, createBrowserEmotionCache } from './emotion-cache';

const styleElements = (...values: string[]) => ({
  querySelectorAll: (selector: string) => {
    expect(selector).toBe(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`);
    return values.map((value) => ({ getAttribute: () => value })) as unknown as NodeListOf<Element>;
  },
});

describe('createBrowserEmotionCache', () => {
  it('counts every class of the prerendered <style> as inserted', () => {
    const cache = createBrowserEmotionCache(styleElements('css 1abc 2def'));
    expect(cache.key).toBe('css');
    expect(cache.inserted).toEqual({ '1abc': true, '2def': true });
  });

  it("ignores an element of another cache's key, and starts empty on a page without one", () => {
    expect(createBrowserEmotionCache(styleElements('other 9xyz')).inserted).toEqual({});
    expect(createBrowserEmotionCache(styleElements()).inserted).toEqual({});
  });
});
