/**
 * Shared state of one generation run: the factor bank, the NSE index inputs, and memoised series, so
 * an ETF can follow a commodity or global index whether or not that instrument was asked for (its
 * history comes from its own streams either way, so it is the same series in both cases).
 */
import { createRng } from '../simulator/prng';
import type { IsoDate } from '../units';
import type { CommodityDef } from '../universe/commodities';
import type { GlobalIndexDef } from '../universe/global-indices';
import { COMMODITIES, GLOBAL_INDICES } from '../universe/universe';
import { USD_INR_LAST, USD_INR_MODEL } from './global-index-models';
import { drawLogPath, FactorBank } from './shocks';
import { type ReferenceBars, referenceOf } from './tracker';
import type { NseIndexPath, OtherInstrumentsInput } from './types';

export class OtherInstrumentsContext {
  readonly seed: string;
  readonly dates: readonly IsoDate[];
  readonly n: number;
  readonly bank: FactorBank;
  private readonly nseIndices: ReadonlyMap<string, NseIndexPath>;
  private readonly commodityDefs: ReadonlyMap<string, CommodityDef>;
  private readonly globalDefs: ReadonlyMap<string, GlobalIndexDef>;
  private readonly memo = new Map<string, unknown>();

  constructor(input: OtherInstrumentsInput) {
    this.seed = input.seed;
    this.dates = input.dates;
    this.n = input.dates.length;
    this.bank = new FactorBank(input.seed, this.n);
    for (const [name, path] of input.nseIndices) {
      const { close } = referenceOf(path);
      if (close.length !== this.n) {
        throw new RangeError(`NSE index ${name} has ${close.length} levels for ${this.n} dates`);
      }
      // Trackers work in logs: a zero or missing level would poison the whole series with NaN.
      for (let t = 0; t < this.n; t++) {
        const level = close[t] ?? 0;
        if (!(level > 0 && Number.isFinite(level))) {
          throw new RangeError(`NSE index ${name} has level ${level} on ${input.dates[t]}`);
        }
      }
    }
    this.nseIndices = input.nseIndices;
    // The universe's definitions back up references the caller left out (e.g. GOLD for GOLDBEES).
    this.commodityDefs = new Map([...COMMODITIES, ...(input.commodities ?? [])].map((d) => [d.symbol, d]));
    this.globalDefs = new Map([...GLOBAL_INDICES, ...(input.globalIndices ?? [])].map((d) => [d.symbol, d]));
  }

  /** Computes `make()` once per key for this run. */
  once<T>(key: string, make: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = make();
    this.memo.set(key, value);
    return value;
  }

  hasNseIndex(name: string): boolean {
    return this.nseIndices.has(name);
  }

  /** The NSE index's levels (points) as reference bars, or undefined when not in the input. */
  nseIndex(name: string): ReferenceBars | undefined {
    const path = this.nseIndices.get(name);
    return path === undefined ? undefined : referenceOf(path);
  }

  commodityDef(symbol: string): CommodityDef | undefined {
    return this.commodityDefs.get(symbol);
  }

  globalIndexDef(symbol: string): GlobalIndexDef | undefined {
    return this.globalDefs.get(symbol);
  }

  /** Simulated USD/INR (₹ per US$) at each close, ending at `USD_INR_LAST`. */
  usdInr(): Float64Array {
    return this.once('fx:USDINR', () => {
      const path = drawLogPath(createRng(this.seed, 'fx:USDINR'), this.bank, this.n, USD_INR_MODEL);
      const shift = Math.log(USD_INR_LAST) - (path.level[this.n] ?? 0);
      const rate = new Float64Array(this.n);
      for (let t = 0; t < this.n; t++) rate[t] = Math.exp((path.level[t + 1] ?? 0) + shift);
      return rate;
    });
  }
}
