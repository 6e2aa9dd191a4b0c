import { useEffect } from 'react';

/**
 * A page-specific title and description over the route's generic ones (e.g. the stock's name
 * instead of "Stock | Market | Nivesh"). The root layout renders the route's <title> and
 * description; this rewrites their text after each render. Navigating to another route replaces
 * them, since the layout's text then changes; within the same route this keeps them current.
 */
export function usePageTitle(title: string | null, description?: string | null): void {
  useEffect(() => {
    if (title) document.title = title;
    if (description)
      document.head.querySelector('meta[name="description"]')?.setAttribute('content', description);
  });
}
