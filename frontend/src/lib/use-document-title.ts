import { useEffect } from 'react';
import { BRAND_NAME } from '../app/brand';

export function formatDocumentTitle(title: string): string {
  return `${title} | ${BRAND_NAME}`;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
