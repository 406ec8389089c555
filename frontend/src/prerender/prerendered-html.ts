import { PRERENDERED_STYLES_ATTRIBUTE } from '../lib/emotion-cache';
import { PAGE_DATA_ELEMENT_ID } from './page-data';

/**
 * Turns what React rendered on the server into the page the browser receives: Emotion's
 * styles move from beside each element into <head>, so the first paint is already styled and
 * the markup matches what the browser renders when it hydrates (where Emotion writes no
 * <style> elements of its own). The class rules go into one element that names every class it
 * holds, and the browser's cache (lib/emotion-cache.ts) counts those as inserted. Each global
 * style keeps its own element, which Emotion looks up when the global mounts; it carries
 * `data-s`, which Emotion gives the elements it has already moved into <head>, so the cache
 * does not move it again when it starts.
 */

const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

export interface HoistedStyles {
  /** The <style> elements for <head>: each global style alone, the class rules in one. */
  styles: string;
  /** The markup without them. */
  markup: string;
}

/**
 * `rendered` is the page. Each of `stylesOnly` is something else rendered with the same Emotion
 * cache (so it carries only the rules the page did not already have): its class rules join
 * the page's, and its markup is dropped. Its global styles are dropped too, since they would
 * restyle the page before the part that brings them is there.
 */
export function hoistEmotionStyles(rendered: string, stylesOnly: readonly string[] = [], key = 'css'): HoistedStyles {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  /** Keeps the element's rules if they are class rules of this cache; false for a global style. */
  const takeClassRules = (attribute: string, css: string): boolean => {
    const [styleKey, ...styleNames] = attribute.split(' ');
    if (styleKey !== key) return false;
    names.push(...styleNames);
    rules.push(css);
    return true;
  };
  const markup = rendered.replace(EMOTION_STYLE, (element, attribute: string, css: string) => {
    // Global styles are looked up one by one by their exact attribute when they mount.
    if (!takeClassRules(attribute, css)) globals.push(element.replace('<style ', '<style data-s="" '));
    return '';
  });
  for (const other of stylesOnly) {
    for (const [, attribute, css] of other.matchAll(EMOTION_STYLE)) takeClassRules(attribute, css);
  }
  const classStyles =
    names.length > 0
      ? [`<style ${PRERENDERED_STYLES_ATTRIBUTE}="${key} ${names.join(' ')}">${rules.join('')}</style>`]
      : [];
  return { styles: [...globals, ...classStyles].join(''), markup };
}

export interface PrerenderedPage {
  /** The document title the page sets; the template's title stays when there is none. */
  title?: string;
  /** What the server rendered into #root. */
  markup: string;
  /** Style elements for <head>. */
  styles: string;
  /** Built asset paths (for example /assets/LeaderboardsPage-x.js) to fetch alongside the entry. */
  modulePreloads: readonly string[];
  /** The API reads the page was rendered with, by SWR key (a page rendered on request). */
  data?: Record<string, unknown>;
}

/** JSON inside a <script> element: nothing in it can close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built index.html with the page's markup in #root and its styles and code hints in <head>. */
export function prerenderedDocument(template: string, page: PrerenderedPage): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error('index.html has no empty <div id="root"></div>');
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  // Low priority: the page paints from this HTML alone, and the route chunks run only after
  // the entry script (fetched at the default, high priority), so they should not compete with it.
  const preloads = page.modulePreloads.map(
    (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
  );
  const head = [...preloads, page.styles].join('\n    ');
  const { title } = page;
  return template
    .replace(TITLE_ELEMENT, (element) => (title === undefined ? element : `<title>${escapeHtml(title)}</title>`))
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(ROOT_ELEMENT, () => {
      const root = `<div id="root">${page.markup}</div>`;
      // A data block, not a script: the CSP (script-src 'self') does not run it, and need not.
      return page.data
        ? `${root}<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(page.data)}</script>`
        : root;
    });
}
