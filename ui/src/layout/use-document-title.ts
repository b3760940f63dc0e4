import { useEffect } from 'react';
import { documentTitle } from '../app/product';

/** Spec: the document title is the page's name suffixed with the product name. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
