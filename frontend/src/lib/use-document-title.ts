import { createContext, useContext, useEffect } from 'react';
import { BRAND_NAME } from '../app/brand';

export function formatDocumentTitle(title: string): string {
  return `${title} | ${BRAND_NAME}`;
}

/** Given only while a page is prerendered: receives the title the page sets, for the HTML's <title>. */
export const PrerenderedTitleContext = createContext<{ title?: string } | null>(null);

export function useDocumentTitle(title: string): void {
  const prerendered = useContext(PrerenderedTitleContext);
  if (prerendered) prerendered.title = formatDocumentTitle(title);
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
