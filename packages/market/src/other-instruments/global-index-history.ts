/**
 * Global indices (stream `global-index:<SYMBOL>`): factor-model GARCH + Student-t paths anchored at
 * today's level; GIFT Nifty follows the simulated NIFTY 50 with a small basis. Levels are stored in
 * hundredths of a point on a 0.05-point step; indices carry no volume.
 */
import { createRng } from '../simulator/prng';
import type { GlobalIndexDef } from '../universe/global-indices';
import type { OtherInstrumentsContext } from './context';
import {
  GIFT_NIFTY,
  GIFT_NIFTY_BASIS,
  GIFT_NIFTY_FOLLOWS,
  GLOBAL_INDEX_GAP_SHARE,
  globalIndexModel,
  INDEX_TICK,
} from './global-index-models';
import { type PrintedBars, printAnchoredBars } from './print-bars';
import { drawLogPath } from './shocks';
import { drawAr1, printFollower } from './tracker';
import type { OtherInstrumentSeries } from './types';

/** The simulated series of one global index (memoised per run). */
export function globalIndexSeries(ctx: OtherInstrumentsContext, def: GlobalIndexDef): OtherInstrumentSeries {
  return ctx.once(`global-index:${def.symbol}`, () => simulateGlobalIndex(ctx, def));
}

function simulateGlobalIndex(ctx: OtherInstrumentsContext, def: GlobalIndexDef): OtherInstrumentSeries {
  const { n } = ctx;
  const model = globalIndexModel(def);
  const rng = createRng(ctx.seed, `global-index:${def.symbol}`);
  const anchor = { tick: INDEX_TICK, lastClose: def.approxLevel * 100 };
  const nifty = def.symbol === GIFT_NIFTY ? ctx.nseIndex(GIFT_NIFTY_FOLLOWS) : undefined;
  let bars: PrintedBars;
  if (nifty) {
    const basis = drawAr1(rng, n, GIFT_NIFTY_BASIS.persistence, GIFT_NIFTY_BASIS.sd);
    bars = printFollower(nifty, basis, anchor, GLOBAL_INDEX_GAP_SHARE, rng);
  } else {
    bars = printAnchoredBars(drawLogPath(rng, ctx.bank, n, model), anchor, GLOBAL_INDEX_GAP_SHARE, rng);
  }
  return {
    symbol: def.symbol,
    ...bars,
    volume: new Float64Array(n),
    adjFactor: new Float64Array(n).fill(1),
    meta: {
      kind: 'global-index',
      symbol: def.symbol,
      name: def.name,
      unit: 'index points',
      priceScale: 'hundredths',
      tick: INDEX_TICK,
      volumeUnit: 'none',
      currency: model.currency,
      exchange: def.symbol === GIFT_NIFTY ? 'NSE IX' : null,
      country: def.country,
      simulated: true,
      timezone: def.timezone,
      sessionIst: def.sessionIst,
      annualVolatility: model.annualVolatility,
      ...(nifty ? { follows: GIFT_NIFTY_FOLLOWS } : {}),
      approxLevel: def.approxLevel,
    },
  };
}
