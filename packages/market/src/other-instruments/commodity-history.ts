/**
 * MCX commodity contracts: one GARCH + Student-t log path per underlying (stream
 * `commodity-underlying:<key>`) printed once as bars (its gaps and ranges, stream
 * `commodity-underlying-bars:<key>`), shared by its contract sizes; each contract scales them by a small
 * basis of its own and draws its own volumes (stream `commodity:<SYMBOL>`). Prices are paise per
 * quotation unit.
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
import {
  DEFAULT_ACTIVITY,
  drawVolumes,
  type PrintedBars,
  printAnchoredBars,
  scaleAnchoredBars,
} from './print-bars';
import { drawLogPath } from './shocks';
import { drawAr1 } from './tracker';
import type { OtherInstrumentSeries } from './types';

/** Level and step of the underlying's shared bars (fine: 5 in 10⁷ rounds by half a millionth). */
const UNDERLYING_ANCHOR = { tick: 5, lastClose: 10_000_000 } as const;

/** A rupee tick in paise, on the 5-paise grid the intraday path needs (every MCX tick already is). */
export function tickInPaise(tickRupees: number): number {
  return Math.max(5, Math.round((tickRupees * 100) / 5) * 5);
}

/** The simulated series of one MCX contract (memoised per run). */
export function commoditySeries(ctx: OtherInstrumentsContext, def: CommodityDef): OtherInstrumentSeries {
  return ctx.once(`commodity:${def.symbol}`, () => simulateCommodity(ctx, def));
}

/**
 * The underlying's printed bars, shared by its contract sizes, in an arbitrary fine unit (only ratios
 * matter: each contract rescales them to its own level), so every contract of one underlying has the
 * same opening gap and range and their intraday paths can be one path (`intraday-coupling.ts`).
 */
function underlyingBars(ctx: OtherInstrumentsContext, def: CommodityDef): PrintedBars {
  const underlying = commodityUnderlying(def);
  return ctx.once(`commodity-underlying-bars:${underlying.key}`, () => {
    const path = ctx.once(`commodity-underlying:${underlying.key}`, () =>
      drawLogPath(
        createRng(ctx.seed, `commodity-underlying:${underlying.key}`),
        ctx.bank,
        ctx.n,
        underlying.model,
      ),
    );
    const rng = createRng(ctx.seed, `commodity-underlying-bars:${underlying.key}`);
    return printAnchoredBars(path, UNDERLYING_ANCHOR, COMMODITY_GAP_SHARE, rng);
  });
}

function simulateCommodity(ctx: OtherInstrumentsContext, def: CommodityDef): OtherInstrumentSeries {
  const { n } = ctx;
  const underlying = commodityUnderlying(def);
  const rng = createRng(ctx.seed, `commodity:${def.symbol}`);
  const basis = drawAr1(rng, n, CONTRACT_BASIS.persistence, CONTRACT_BASIS.sd);
  const tick = tickInPaise(def.tick);
  const bars = scaleAnchoredBars(underlyingBars(ctx, def), basis, { tick, lastClose: def.approxPrice * 100 });
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
