import { useMatches } from 'react-router';

/** What every generated route carries, so layout, meta and placeholders know which spec route shows. */
export interface RouteHandle {
  readonly routePath: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<RouteHandle>).routePath === 'string'
  );
}

/** The spec path (`/stocks/{symbol}`) of the deepest matched route, or null on the not-found page. */
export function useCurrentRoutePath(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.routePath;
  }
  return null;
}
