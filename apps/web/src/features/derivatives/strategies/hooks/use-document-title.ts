import { useEffect } from 'react';
import { useStrings } from '@/lib/strings';
import { strategiesStrings } from '../strings';

/**
 * Names the browser tab after the strategy shown (the route's title is generic), with the product's
 * name in the page's language. The layout writes the route's title first; this runs after it.
 */
export function useDocumentTitle(title: string): void {
  const t = useStrings(strategiesStrings);
  const documentTitle = t('documentTitle', { title });
  useEffect(() => {
    document.title = documentTitle;
  });
}
