import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * On a prerendered page, the attribute of the <style> element that carries the page's class
 * rules; its value is the cache's key and then every class name it holds ("css 1abc 2def").
 * Emotion's own attribute (data-emotion) is not used for it: Emotion would take that element
 * out of <head> and put it back when it starts, and the browser would then restyle the whole
 * page in the middle of its start-up.
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';

/** The part of `document` the cache reads. */
type StyleSource = Pick<Document, 'querySelectorAll'>;

/**
 * The browser's Emotion cache. Every class a prerendered page's <style> element carries counts
 * as already inserted, so Emotion neither compiles those rules again nor touches the element;
 * the rules it does insert go into its own <style> after it, as they would without one.
 */
export function createBrowserEmotionCache(source: StyleSource = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const element of source.querySelectorAll(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`)) {
    const [key, ...names] = (element.getAttribute(PRERENDERED_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const name of names) cache.inserted[name] = true;
  }
  return cache;
}
