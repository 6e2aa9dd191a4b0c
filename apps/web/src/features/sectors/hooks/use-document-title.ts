import { useEffect } from 'react';
import { useStrings } from '@/lib/strings';
import { sectorsStrings } from '../strings';

/**
 * Names the browser tab after what the page shows (a sector's name rather than the route's generic
 * "NSE Sector"), with the product's name in the page's language. The layout renders the route's
 * title first; this runs after it on every render.
 */
export function useDocumentTitle(title: string | null): void {
  const t = useStrings(sectorsStrings);
  const documentTitle = title === null ? null : t('documentTitle', { title });
  useEffect(() => {
    if (documentTitle !== null) document.title = documentTitle;
  });
}
