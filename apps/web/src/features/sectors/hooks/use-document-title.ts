import { useEffect } from 'react';

/**
 * Names the browser tab after what the page shows (a sector's name rather than the route's generic
 * "NSE Sector"). The layout renders the route's title first; this runs after it on every render.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = `${title} | Nivesh`;
  });
}
