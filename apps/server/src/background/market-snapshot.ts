/**
 * A copy of a MarketState's completed daily bars, for a background worker: the worker builds its
 * own MarketState from it (same symbols, ids, dates and columns), so every pure computation on it
 * gives the main thread's results. The copy is made a few symbols at a time, yielding between them,
 * and its buffers are transferred to the worker, not copied again.
 */
import {
  type IsoDate,
  type MarketHistoryReach,
  MarketState,
  type OhlcvColumns,
  type SymbolMeta,
} from '@nivesh/market';
import { yieldToServer } from './yield-to-server';

/** One symbol's completed daily bars. */
interface SymbolColumns extends OhlcvColumns {
  readonly meta: SymbolMeta;
}

export interface MarketSnapshot {
  readonly dates: readonly IsoDate[];
  readonly sessionDate: IsoDate;
  readonly symbols: readonly SymbolColumns[];
  /** A partial (imported) history's reach, as the state has it (absent: complete). */
  readonly history?: MarketHistoryReach;
}

/** Symbols copied between two yields (about 0.1 ms each). */
const SLICE = 25;

export async function snapshotOf(
  state: MarketState,
): Promise<{ snapshot: MarketSnapshot; transfer: ArrayBuffer[] }> {
  const symbols: SymbolColumns[] = [];
  const transfer: ArrayBuffer[] = [];
  const dates = [...state.dates];
  const sessionDate = state.sessionDate;
  for (let id = 0; id < state.symbolCount; id++) {
    if (id > 0 && id % SLICE === 0) await yieldToServer();
    const d = state.daily(id);
    const columns = {
      meta: state.meta(id),
      open: copyInt32(d.open, dates.length),
      high: copyInt32(d.high, dates.length),
      low: copyInt32(d.low, dates.length),
      close: copyInt32(d.close, dates.length),
      volume: copyFloat64(d.volume, dates.length),
      adjFactor: copyFloat64(d.adjFactor, dates.length),
    };
    symbols.push(columns);
    for (const c of [
      columns.open,
      columns.high,
      columns.low,
      columns.close,
      columns.volume,
      columns.adjFactor,
    ])
      transfer.push(c.buffer);
  }
  const history = state.historyComplete
    ? {}
    : { history: { continuousFrom: dates[state.continuousHistoryFrom] ?? sessionDate } };
  return { snapshot: { dates, sessionDate, symbols, ...history }, transfer };
}

function copyInt32(column: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const copy = new Int32Array(length);
  copy.set(column.subarray(0, length));
  return copy;
}

function copyFloat64(column: Float64Array, length: number): Float64Array<ArrayBuffer> {
  const copy = new Float64Array(length);
  copy.set(column.subarray(0, length));
  return copy;
}

/** The MarketState a snapshot was taken of (completed days only; no live quotes). */
export function stateOf(snapshot: MarketSnapshot): MarketState {
  return new MarketState({
    dates: snapshot.dates,
    sessionDate: snapshot.sessionDate,
    symbols: snapshot.symbols,
    ...(snapshot.history ? { history: snapshot.history } : {}),
  });
}
