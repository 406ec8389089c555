import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __toastsSeen?: string[][];
  }
}

/**
 * Starts noting every toast that appears on this page from now on (title and description), so a
 * test can prove that a failure showed none: waiting for something not to appear proves nothing.
 * The page must not navigate afterwards (the app is a single page, so tab and hash changes are fine).
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[][]>> {
  await page.evaluate(() => {
    const seen: string[][] = [];
    window.__toastsSeen = seen;
    const note = (element: Element) => {
      seen.push([...element.querySelectorAll('p')].map((paragraph) => paragraph.textContent ?? ''));
    };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('.notistack-MuiContent')) note(node);
          node.querySelectorAll('.notistack-MuiContent').forEach(note);
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => window.__toastsSeen ?? []);
}
