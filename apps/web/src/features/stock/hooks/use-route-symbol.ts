import { useParams } from 'react-router';

/**
 * The `{symbol}` of the current route, decoded by the router (`M%26M` → `M&M`) and upper-cased
 * (NSE symbols are; a hand-typed `/stocks/reliance` still finds RELIANCE).
 */
export function useRouteSymbol(): string {
  const { symbol = '' } = useParams();
  return symbol.trim().toUpperCase();
}
