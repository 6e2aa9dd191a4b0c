import type { OptionScreenAnswer, OptionScreenRow } from '@nivesh/contracts';
import { SOURCE } from '@/features/market-overview/lib/overview-test-fixtures';

const UNDERLYING_COLUMNS = ['spot', 'iv', 'iv_rank', 'pcr', 'max_pain', 'oi_change', 'days_to_expiry'];
const CONTRACT_COLUMNS = ['ltp', 'oi', 'contract_oi_change', 'contract_iv', 'delta', 'moneyness', 'spot'];

/** An underlying row with its figures in UNDERLYING_COLUMNS order. */
export const underlyingRow = (symbol: string, values: readonly (number | null)[]): OptionScreenRow => ({
  symbol,
  name: symbol,
  kind: symbol === 'NIFTY' ? 'index' : 'stock',
  expiry: '2026-11-24',
  strike: null,
  side: null,
  values: [...values],
});

/** A contract row with its figures in CONTRACT_COLUMNS order. */
export const contractRow = (
  symbol: string,
  strike: number,
  side: 'CE' | 'PE',
  values: readonly (number | null)[],
): OptionScreenRow => ({ ...underlyingRow(symbol, []), strike, side, values: [...values] });

export function screenAnswer(
  rows: 'underlyings' | 'contracts',
  results: readonly OptionScreenRow[],
  extra: Partial<OptionScreenAnswer> = {},
): OptionScreenAnswer & { status: 1; message: string } {
  return {
    status: 1,
    message: `${results.length} match`,
    source: SOURCE,
    query: 'iv_rank > 70 and pcr < 0.8',
    rows,
    expiry: 'near',
    columns: rows === 'underlyings' ? UNDERLYING_COLUMNS : CONTRACT_COLUMNS,
    sort: { field: rows === 'underlyings' ? 'iv_rank' : 'oi', order: 'desc' },
    underlyings: 236,
    scanned: rows === 'underlyings' ? 236 : 14_784,
    matched: results.length,
    page: 1,
    pageSize: 500,
    results: [...results],
    elapsedMs: 3.2,
    ...extra,
  };
}
