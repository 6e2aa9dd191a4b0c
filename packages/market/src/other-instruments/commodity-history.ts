/**
 * MCX commodity contracts: one GARCH + Student-t log path per underlying (stream
 * `commodity-underlying:<key>`), shared by its contract sizes, each contract adding a small basis and
 * its own gaps, ranges and volumes (stream `commodity:<SYMBOL>`). Prices are paise per quotation unit.
 */
import { createRng } from '../simulator/prng';
import type { CommodityDef } from '../universe/commodities';
import {
  COMMODITY_GAP_SHARE,
  CONTRACT_BASIS,
  commodityUnderlying,
  typicalDailyLots,
} from './commodity-models';
import type { OtherInstrumentsContext } from './context';
import { DEFAULT_ACTIVITY, drawVolumes, printAnchoredBars } from './print-bars';
import { drawLogPath, type LogPath } from './shocks';
import { drawAr1 } from './tracker';
import type { OtherInstrumentSeries } from './types';

/** A rupee tick in paise, on the 5-paise grid the intraday path needs (every MCX tick already is). */
export function tickInPaise(tickRupees: number): number {
  return Math.max(5, Math.round((tickRupees * 100) / 5) * 5);
}

/** The simulated series of one MCX contract (memoised per run). */
export function commoditySeries(ctx: OtherInstrumentsContext, def: CommodityDef): OtherInstrumentSeries {
  return ctx.once(`commodity:${def.symbol}`, () => simulateCommodity(ctx, def));
}

function simulateCommodity(ctx: OtherInstrumentsContext, def: CommodityDef): OtherInstrumentSeries {
  const { n } = ctx;
  const underlying = commodityUnderlying(def);
  const base = ctx.once(`commodity-underlying:${underlying.key}`, () =>
    drawLogPath(createRng(ctx.seed, `commodity-underlying:${underlying.key}`), ctx.bank, n, underlying.model),
  );
  const rng = createRng(ctx.seed, `commodity:${def.symbol}`);
  const basis = drawAr1(rng, n + 1, CONTRACT_BASIS.persistence, CONTRACT_BASIS.sd);
  const basisStepVariance = CONTRACT_BASIS.sd ** 2 * 2 * (1 - CONTRACT_BASIS.persistence);
  const level = new Float64Array(n + 1);
  const variance = new Float64Array(n);
  for (let t = 0; t <= n; t++) level[t] = (base.level[t] ?? 0) + (basis[t] ?? 0);
  for (let t = 0; t < n; t++) variance[t] = (base.variance[t] ?? 0) + basisStepVariance;
  const path: LogPath = { level, variance };
  const tick = tickInPaise(def.tick);
  const bars = printAnchoredBars(path, { tick, lastClose: def.approxPrice * 100 }, COMMODITY_GAP_SHARE, rng);
  const lots = { ...DEFAULT_ACTIVITY, mean: typicalDailyLots(def), inRupees: false };
  return {
    symbol: def.symbol,
    ...bars,
    volume: drawVolumes(rng, bars.close, lots),
    adjFactor: new Float64Array(n).fill(1),
    meta: {
      kind: 'commodity',
      symbol: def.symbol,
      name: def.name,
      unit: def.quoteUnit,
      priceScale: 'paise',
      tick,
      volumeUnit: 'lots',
      currency: 'INR',
      exchange: 'MCX',
      country: 'India',
      simulated: true,
      group: def.group,
      lot: def.lot,
      lotMultiplier: def.lotMultiplier,
      underlyingKey: underlying.key,
      annualVolatility: underlying.model.annualVolatility,
      approxPrice: def.approxPrice,
    },
  };
}
