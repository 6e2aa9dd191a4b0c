import { useSearchParams } from 'react-router';

/** The symbol a page keeps in `?symbol=` (upper-cased, `fallback` when absent) and its setter. */
export function useQuerySymbol(fallback: string): readonly [string, (symbol: string) => void] {
  const [params, setParams] = useSearchParams();
  const symbol = (params.get('symbol') ?? '').trim().toUpperCase() || fallback;
  return [symbol, (picked: string) => setParams({ symbol: picked }, { replace: true })];
}
