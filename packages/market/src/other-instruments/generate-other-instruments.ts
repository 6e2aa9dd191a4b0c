/**
 * Deterministic daily history of the simulated ETFs, MCX commodities and global indices on the NSE
 * date axis (ARCHITECTURE §2.3: regenerated from the seed at start-up, never stored). See README.md.
 */
import { COMMODITIES, ETFS, GLOBAL_INDICES } from '../universe/universe';
import { commoditySeries } from './commodity-history';
import { OtherInstrumentsContext } from './context';
import { etfSeries } from './etf-history';
import { globalIndexSeries } from './global-index-history';
import type { OtherInstrumentSeries, OtherInstrumentsHistory, OtherInstrumentsInput } from './types';

/**
 * Generates every ETF, commodity contract and global index of the input (default: the universe's)
 * from `seed`, following the given simulated NSE indices; pure and deterministic.
 */
export function generateOtherInstrumentsHistory(input: OtherInstrumentsInput): OtherInstrumentsHistory {
  const ctx = new OtherInstrumentsContext(input);
  const series = new Map<string, OtherInstrumentSeries>();
  const add = (s: OtherInstrumentSeries): void => {
    if (series.has(s.symbol)) throw new RangeError(`Duplicate instrument symbol ${s.symbol}`);
    series.set(s.symbol, s);
  };
  for (const def of input.commodities ?? COMMODITIES) add(commoditySeries(ctx, def));
  for (const def of input.globalIndices ?? GLOBAL_INDICES) add(globalIndexSeries(ctx, def));
  for (const def of input.etfs ?? ETFS) add(etfSeries(ctx, def));
  return { dates: input.dates, series, usdInr: ctx.usdInr() };
}
