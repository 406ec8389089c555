import { createContext, useContext, useEffect } from 'react';
import { BRAND_NAME } from '../app/brand';

export function formatDocumentTitle(title: string): string {
  return `${title} | ${BRAND_NAME}`;
}

/** Given only while a page is prerendered: records the title the page sets, for the HTML's <title>. */
export const PrerenderedTitleContext = createContext<((title: string) => void) | null>(null);

export function useDocumentTitle(title: string): void {
  const recordPrerenderedTitle = useContext(PrerenderedTitleContext);
  recordPrerenderedTitle?.(formatDocumentTitle(title));
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
