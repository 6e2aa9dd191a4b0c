/**
 * Loads the simulator's `DailyHistory` into a MarketState (ARCHITECTURE §2.3: simulated history is
 * regenerated at start-up and fed in here; imported real bars use `MarketState`'s constructor directly).
 */
import { shareMultiplierOf } from '../simulator/corporate-actions';
import type { DailyHistory } from '../simulator/daily-history';
import type { IsoDate } from '../units';
import { MarketState } from './market-state';
import type { DailyColumnsInput } from './market-state-types';

/** Descriptive fields of a simulated symbol that `DailyHistory` does not carry. */
export interface SymbolProfile {
  readonly symbol: string;
  readonly sector: string;
  readonly name?: string;
  readonly industry?: string;
}

/** Sector name given to index symbols loaded from `DailyHistory.indices`. */
export const INDEX_SECTOR = 'INDEX';

/**
 * Builds a MarketState from simulated history; index levels (points) are stored ×100 as whole
 * hundredths so they share the paise columns. Symbols without a profile are skipped.
 */
export function marketStateFromDailyHistory(
  history: DailyHistory,
  profiles: readonly SymbolProfile[],
  options: {
    readonly sessionDate?: IsoDate;
    readonly loadedAt?: number;
    readonly includeIndices?: boolean;
  } = {},
): MarketState {
  const symbols: DailyColumnsInput[] = [];
  for (const profile of profiles) {
    const s = history.series.get(profile.symbol);
    if (!s) continue;
    // Shares outstanding is given at the first bar; splits and bonuses since then multiply it.
    let shares = s.sharesOutstanding;
    for (const action of s.actions) shares *= shareMultiplierOf(action);
    symbols.push({
      meta: { ...profile, isIndex: false, sharesOutstanding: shares },
      open: s.open,
      high: s.high,
      low: s.low,
      close: s.close,
      volume: s.volume,
      adjFactor: s.adjFactor,
    });
  }
  if (options.includeIndices ?? true) {
    const n = history.dates.length;
    for (const [symbol, levels] of history.indices) {
      const hundredths = (points: Float64Array): Int32Array =>
        Int32Array.from(points, (p) => Math.round(p * 100));
      symbols.push({
        meta: { symbol, sector: INDEX_SECTOR, isIndex: true },
        open: hundredths(levels.open),
        high: hundredths(levels.high),
        low: hundredths(levels.low),
        close: hundredths(levels.close),
        volume: new Float64Array(n),
      });
    }
  }
  return new MarketState({
    dates: history.dates,
    symbols,
    ...(options.sessionDate === undefined ? {} : { sessionDate: options.sessionDate }),
    ...(options.loadedAt === undefined ? {} : { loadedAt: options.loadedAt }),
  });
}
