/**
 * Hand-built universes for MarketState tests: every bar is flat (open = high = low = close) unless
 * a column is given, so expected answers follow by arithmetic.
 */
import { weekdays } from '../simulator/test-support';
import type { IsoDate } from '../units';
import { MarketState } from './market-state';
import type { DailyColumnsInput } from './market-state-types';

/** One symbol for `handBuiltState`: closes in paise (0 = no bar), optional opens/highs/lows/volumes. */
export interface HandBuiltSymbol {
  readonly symbol: string;
  readonly sector: string;
  readonly closes: readonly number[];
  readonly opens?: readonly number[];
  readonly highs?: readonly number[];
  readonly lows?: readonly number[];
  readonly volumes?: readonly number[];
  readonly adjFactor?: readonly number[];
  readonly shares?: number;
  readonly isIndex?: boolean;
}

/** Session date used by `handBuiltState` (after every generated bar). */
export const SESSION: IsoDate = '2030-01-01' as IsoDate;

/** Builds a state whose history is the given bars and whose live session (`SESSION`) has no trades yet. */
export function handBuiltState(symbols: readonly HandBuiltSymbol[]): MarketState {
  const n = Math.max(...symbols.map((s) => s.closes.length));
  const dates = weekdays('2020-01-01', n);
  const inputs: DailyColumnsInput[] = symbols.map((s) => {
    const closes = Array.from({ length: n }, (_, t) => s.closes[t] ?? 0);
    return {
      meta: {
        symbol: s.symbol,
        sector: s.sector,
        isIndex: s.isIndex ?? false,
        ...(s.shares === undefined ? {} : { sharesOutstanding: s.shares }),
      },
      open: closes.map((c, t) => s.opens?.[t] ?? c),
      high: closes.map((c, t) => s.highs?.[t] ?? c),
      low: closes.map((c, t) => s.lows?.[t] ?? c),
      close: closes,
      volume: closes.map((c, t) => s.volumes?.[t] ?? (c > 0 ? 1000 : 0)),
      ...(s.adjFactor ? { adjFactor: s.adjFactor } : {}),
    };
  });
  return new MarketState({ dates, symbols: inputs, sessionDate: SESSION, loadedAt: 0 });
}

/** Trades `symbol` at `price` paise for `quantity` shares at time `time` (default 1). */
export function trade(state: MarketState, symbol: string, price: number, quantity = 100, time = 1): void {
  const id = state.idOf(symbol);
  if (id === undefined) throw new Error(`unknown ${symbol}`);
  state.applyTick(id, price, quantity, time);
}

/** `count` copies of `value`. */
export function flat(value: number, count: number): number[] {
  return Array.from({ length: count }, () => value);
}
